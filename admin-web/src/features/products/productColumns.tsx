import type { TableColumnType } from 'antd';
import type { Product } from '../../graphql/products';
import { PriceCell, StockCell } from './productCells';

/** Columns the sale and hire inventory tables share. */

export function categoryColumn<T extends Product>(): TableColumnType<T> {
  return { title: 'Category', key: 'category', render: (_, product) => product.category?.name ?? '—' };
}

export function stockColumn<T extends Product>(): TableColumnType<T> {
  return {
    title: 'Stock',
    dataIndex: 'stock',
    sorter: (a, b) => a.stock - b.stock,
    render: (stock: number) => <StockCell stock={stock} />,
  };
}

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
  stockColumn(),
];
