import { Table } from 'antd';
import type { Product } from '../../types';
import { PriceCell } from './productCells';
import { actionsColumn, categoryColumn, imageColumn, nameColumn, statusColumn, stockColumn } from './productColumns';

interface Props {
  products: Product[];
  loading: boolean;
  emptyText: string;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

export function ProductTable({ products, loading, emptyText, onEdit, onDelete }: Props) {
  return (
    <Table<Product>
      data-testid="product-table"
      rowKey="id"
      loading={loading}
      dataSource={products}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      columns={[
        imageColumn(),
        nameColumn(),
        { title: 'SKU', dataIndex: 'sku' },
        categoryColumn(),
        {
          title: 'Price',
          key: 'price',
          sorter: (a, b) => a.price - b.price,
          render: (_, product) => <PriceCell product={product} />,
        },
        stockColumn(),
        statusColumn(),
        actionsColumn(onEdit, onDelete),
      ]}
    />
  );
}
