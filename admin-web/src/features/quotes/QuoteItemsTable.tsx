import type { HTMLAttributes } from 'react';
import { useQuery } from '@apollo/client';
import { Alert, Table, Typography } from 'antd';
import { HIRE_PERIOD_LABELS, formatGBP } from '@shop/contracts';
import { serverMessage } from '@shop/web-common';
import { HIRE_QUOTE_ITEMS, type HireQuoteItem } from '../../graphql/quotes';
import { ItemAvailability } from './ItemAvailability';

const toPence = (amount: number) => Math.round(amount * 100);

/** The sum of the lines as shown (admin 9), added in pence so no rounding creeps in. */
const totalValue = (items: readonly HireQuoteItem[]) =>
  items.reduce((pence, item) => pence + toPence(item.lineTotal), 0) / 100;

/** A quote's lines at the server's prices, and the units free for its dates; loaded when the details open. */
export function QuoteItemsTable({ quoteId }: { quoteId: number }) {
  // Availability moves as other quotes are approved, so each opening asks again.
  const { data, loading, error } = useQuery(HIRE_QUOTE_ITEMS, {
    variables: { quoteId },
    fetchPolicy: 'cache-and-network',
  });

  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        message="Failed to load quote items. Please try again."
        description={serverMessage(error)}
        data-testid="quote-items-error"
      />
    );
  }
  const items = data?.hireQuoteItems ?? [];
  return (
    <Table<HireQuoteItem>
      data-testid="quote-items"
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={items}
      pagination={false}
      locale={{ emptyText: 'No items in this quote' }}
      // The row type names no data-* attributes, though React passes them on.
      onRow={() => ({ 'data-testid': 'quote-item' }) as HTMLAttributes<HTMLElement>}
      columns={[
        {
          title: 'Product',
          key: 'product',
          render: (_, item) => (
            <>
              <div>{item.product.name}</div>
              <Typography.Text type="secondary">ID: {item.product.id}</Typography.Text>
            </>
          ),
        },
        { title: 'Quantity', dataIndex: 'quantity', align: 'right' },
        { title: 'Hire Period', key: 'period', render: (_, item) => HIRE_PERIOD_LABELS[item.hirePeriod] },
        { title: 'Unit Price', dataIndex: 'unitPrice', align: 'right', render: (price: number) => formatGBP(price) },
        {
          title: 'Line Total (one period)',
          dataIndex: 'lineTotal',
          align: 'right',
          render: (amount: number) => <span data-testid="item-line-total">{formatGBP(amount)}</span>,
        },
        {
          title: 'Free for the dates',
          key: 'availability',
          render: (_, item) => <ItemAvailability quantity={item.quantity} free={item.availability} />,
        },
      ]}
      summary={() =>
        items.length > 0 && (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4} align="right">
              <Typography.Text strong>Total Value (one period of each line, as requested)</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Typography.Text strong data-testid="quote-total-value">
                {formatGBP(totalValue(items))}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} />
          </Table.Summary.Row>
        )
      }
    />
  );
}
