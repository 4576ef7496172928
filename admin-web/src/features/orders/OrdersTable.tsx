import { Button, Space, Table, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { cartItemCount, formatGBP, formatShortDate } from '@shop/contracts';
import type { OrderRow } from '../../graphql/orders';
import { PAGE_SIZE_OPTIONS } from './orderFilters';
import { OrderStatusTag } from './OrderStatusTag';

interface Props {
  orders: OrderRow[];
  /** All orders matching the filters, across pages. */
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPageChange: (page: number, pageSize: number) => void;
  onOpen: (orderId: number) => void;
}

function CustomerCell({ order }: { order: OrderRow }) {
  if (!order.customerName && !order.customerEmail)
    return <Typography.Text type="secondary">Not provided</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {order.customerName && <span>{order.customerName}</span>}
      {order.customerEmail && <Typography.Text type="secondary">{order.customerEmail}</Typography.Text>}
    </Space>
  );
}

/** One page of orders, paginated by the server; a row (or its View button) opens the order. */
export function OrdersTable({ orders, total, page, pageSize, loading, onPageChange, onOpen }: Props) {
  return (
    <Table<OrderRow>
      data-testid="orders-table"
      rowKey="id"
      loading={loading}
      dataSource={orders}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No orders found.' }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZE_OPTIONS,
        showTotal: (count) => `${count} ${count === 1 ? 'order' : 'orders'}`,
        onChange: onPageChange,
      }}
      onRow={(order) => ({
        'data-testid': 'order-row',
        style: { cursor: 'pointer' },
        onClick: () => onOpen(order.id),
      })}
      columns={[
        { title: 'Order', dataIndex: 'id', render: (id: number) => `#${id}` },
        { title: 'Date', dataIndex: 'createdAt', render: (iso: string) => formatShortDate(iso) },
        { title: 'Customer', key: 'customer', render: (_, order) => <CustomerCell order={order} /> },
        // Units ordered, not lines: what a picker would count.
        { title: 'Items', key: 'items', align: 'right', render: (_, order) => cartItemCount(order.items) },
        { title: 'Total', dataIndex: 'total', align: 'right', render: (amount: number) => formatGBP(amount) },
        { title: 'Status', dataIndex: 'status', render: (_, order) => <OrderStatusTag status={order.status} /> },
        {
          title: 'Actions',
          key: 'actions',
          width: 100,
          // The row opens the order too; the button makes that reachable by keyboard.
          render: (_, order) => (
            <Button icon={<EyeOutlined />} aria-label={`View order #${order.id}`} onClick={() => onOpen(order.id)}>
              View
            </Button>
          ),
        },
      ]}
    />
  );
}
