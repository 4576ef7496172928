import { Button, Space, type TableColumnType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { ProductImage } from '../../components/ProductImage';
import type { Product } from '../../types';
import { StatusBadges, StockCell } from './productCells';

/** Columns the sale and hire inventory tables share. */

export function imageColumn<T extends Product>(): TableColumnType<T> {
  return {
    title: 'Image',
    key: 'image',
    width: 72,
    render: (_, product) => <ProductImage src={product.imageUrl} alt={product.name} />,
  };
}

export function nameColumn<T extends Product>(): TableColumnType<T> {
  return { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) };
}

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

export function statusColumn<T extends Product>(): TableColumnType<T> {
  return { title: 'Status', key: 'status', render: (_, product) => <StatusBadges product={product} /> };
}

export function actionsColumn<T extends Product>(
  onEdit: (row: T) => void,
  onDelete: (row: T) => void,
): TableColumnType<T> {
  return {
    title: 'Actions',
    key: 'actions',
    width: 110,
    render: (_, product) => (
      <Space>
        <Button icon={<EditOutlined />} aria-label={`Edit ${product.name}`} onClick={() => onEdit(product)} />
        <Button
          danger
          icon={<DeleteOutlined />}
          aria-label={`Delete ${product.name}`}
          onClick={() => onDelete(product)}
        />
      </Space>
    ),
  };
}
