import type { TableColumnType } from 'antd';
import type { Product } from '../../graphql/products';
import { PriceCell, StockCell } from './productCells';

/** Columns the sale and hire inventory tables share. */

export function categoryColumn<T extends Product>(): TableColumnType<T> {
  return { title: 'Category', key: 'category', render: (_, product) => product.category?.name ?? '—' };
}

/** What can be sold (or hired out), coloured when low or out. */
export function stockColumn<T extends Product>(title = 'Stock'): TableColumnType<T> {
  return {
    title,
    dataIndex: 'stock',
    sorter: (a, b) => a.stock - b.stock,
    render: (stock: number) => <StockCell stock={stock} />,
  };
}

/** On hand (what the shop holds) and committed (reserved by orders not yet shipped), beside what can be sold. */
const stockLevelColumns: TableColumnType<Product>[] = [
  { title: 'On hand', dataIndex: 'onHand', sorter: (a, b) => a.onHand - b.onHand },
  { title: 'Committed', dataIndex: 'committed', sorter: (a, b) => a.committed - b.committed },
  stockColumn('Available'),
];

/** The sale inventory's own columns. */
export const SALE_COLUMNS: TableColumnType<Product>[] = [
  { title: 'SKU', dataIndex: 'sku' },
  categoryColumn(),
  {
    title: 'Price',
    key: 'price',
    sorter: (a, b) => a.price - b.price,
    render: (_, product) => <PriceCell product={product} />,
  },
  ...stockLevelColumns,
];
