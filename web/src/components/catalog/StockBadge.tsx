import { STOCK_LABELS, stockLevel } from '../../format';
import { Chip } from '../Chip';

const COLOURS = { 'in-stock': 'green', 'low-stock': 'orange', 'out-of-stock': 'red' } as const;

export function StockBadge({ stock }: { stock: number }) {
  const level = stockLevel(stock);
  return (
    <Chip colour={COLOURS[level]} testId="stock-badge">
      {STOCK_LABELS[level]}
    </Chip>
  );
}
