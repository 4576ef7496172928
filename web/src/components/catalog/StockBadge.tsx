import { Tag } from 'antd';
import { STOCK_LABELS, stockLevel } from '../../format';

const COLOURS = { 'in-stock': 'green', 'low-stock': 'orange', 'out-of-stock': 'red' } as const;

export function StockBadge({ stock }: { stock: number }) {
  const level = stockLevel(stock);
  return (
    <Tag color={COLOURS[level]} data-testid="stock-badge">
      {STOCK_LABELS[level]}
    </Tag>
  );
}
