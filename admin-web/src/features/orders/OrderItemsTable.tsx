import { formatGBP } from '@shop/contracts';
import { Table, Typography } from 'antd';
import type { OrderDetail, OrderDetailItem } from '../../graphql/orders';

/** The order's lines at the prices charged, with the order's own totals underneath. */
export function OrderItemsTable({ order }: { order: OrderDetail }) {
  const totals: [label: string, amount: number][] = [
    ['Subtotal', order.subtotal],
    ['Shipping', order.shippingCost],
    ['VAT', order.vat],
    ['Total', order.total],
  ];
  return (
    <Table<OrderDetailItem>
      data-testid="order-items"
      rowKey="id"
      size="small"
      dataSource={order.items}
      pagination={false}
      columns={[
        { title: 'Product', key: 'product', render: (_, item) => item.product.name },
        { title: 'Quantity', dataIndex: 'quantity', align: 'right' },
        { title: 'Unit price', dataIndex: 'price', align: 'right', render: (price: number) => formatGBP(price) },
        {
          title: 'Line total',
          key: 'lineTotal',
          align: 'right',
          render: (_, item) => formatGBP(item.price * item.quantity),
        },
      ]}
      summary={() =>
        totals.map(([label, amount]) => (
          <Table.Summary.Row key={label}>
            <Table.Summary.Cell index={0} colSpan={3} align="right">
              <Typography.Text strong={label === 'Total'}>{label}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Typography.Text strong={label === 'Total'} data-testid={`order-${label.toLowerCase()}`}>
                {formatGBP(amount)}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ))
      }
    />
  );
}
