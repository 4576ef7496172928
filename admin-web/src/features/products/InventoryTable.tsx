import type { ReactNode } from 'react';
import { Space, Table, type TableColumnType } from 'antd';
import { ProductImage } from '../../components/ProductImage';
import { RowActions } from '../../components/RowActions';
import type { Product } from '../../graphql/products';
import { StatusBadges } from './productCells';

interface Props<P extends Product> {
  testId: string;
  products: P[];
  loading: boolean;
  emptyText: string;
  /** The columns of this kind of product, shown between the name and the status. */
  columns: TableColumnType<P>[];
  onEdit: (product: P) => void;
  onDelete: (product: P) => void;
  /** Actions of this kind of product, shown before edit and delete. */
  extraActions?: (product: P) => ReactNode;
}

/** The sale and hire inventory tables: image and name first, status badges and row actions last. */
export function InventoryTable<P extends Product>(props: Props<P>) {
  const { testId, products, loading, emptyText, columns, onEdit, onDelete, extraActions } = props;
  return (
    <Table<P>
      data-testid={testId}
      rowKey="id"
      loading={loading}
      dataSource={products}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      columns={[
        {
          title: 'Image',
          key: 'image',
          width: 72,
          render: (_, product) => <ProductImage src={product.imageUrl} alt={product.name} />,
        },
        { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
        ...columns,
        { title: 'Status', key: 'status', render: (_, product) => <StatusBadges product={product} /> },
        {
          title: 'Actions',
          key: 'actions',
          width: 110,
          render: (_, product) => (
            <Space>
              {extraActions?.(product)}
              <RowActions name={product.name} onEdit={() => onEdit(product)} onDelete={() => onDelete(product)} />
            </Space>
          ),
        },
      ]}
    />
  );
}
