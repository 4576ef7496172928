import { Space, Table, Tag } from 'antd';
import { formatGBP } from '../../lib/format';
import type { HireProduct } from '../../types';
import {
  actionsColumn,
  categoryColumn,
  imageColumn,
  nameColumn,
  statusColumn,
  stockColumn,
} from '../products/productColumns';

interface Props {
  products: HireProduct[];
  loading: boolean;
  onEdit: (product: HireProduct) => void;
  onDelete: (product: HireProduct) => void;
}

const money = (amount: number | null) => (amount === null ? '—' : formatGBP(amount));

export function HireTable({ products, loading, onEdit, onDelete }: Props) {
  return (
    <Table<HireProduct>
      data-testid="hire-table"
      rowKey="id"
      loading={loading}
      dataSource={products}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No hire equipment found.' }}
      columns={[
        imageColumn(),
        nameColumn(),
        { title: 'Hire ID', dataIndex: 'hireId' },
        categoryColumn(),
        { title: 'Daily', dataIndex: 'hirePriceDaily', render: money },
        { title: 'Weekly', dataIndex: 'hirePriceWeekly', render: money },
        { title: 'Monthly', dataIndex: 'hirePriceMonthly', render: money },
        stockColumn(),
        {
          title: 'Services',
          key: 'services',
          render: (_, product) => (
            <Space size={[4, 4]} wrap>
              {product.deliveryAvailable && <Tag color="cyan">Delivery {money(product.deliveryPrice)}</Tag>}
              {product.installationAvailable && (
                <Tag color="geekblue">Installation {money(product.installationPrice)}</Tag>
              )}
            </Space>
          ),
        },
        statusColumn(),
        actionsColumn(onEdit, onDelete),
      ]}
    />
  );
}
