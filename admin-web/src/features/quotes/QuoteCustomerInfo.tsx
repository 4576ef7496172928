import { Descriptions, Space, Tag, type DescriptionsProps } from 'antd';
import type { HireQuote } from '../../graphql/quotes';

type Items = NonNullable<DescriptionsProps['items']>;

/** Contact details, the delivery address when delivery is wanted, notes, and the services asked for. */
export function QuoteCustomerInfo({ quote }: { quote: HireQuote }) {
  const items: Items = [
    { key: 'name', label: 'Name', children: quote.customerName },
    { key: 'email', label: 'Email', children: quote.customerEmail },
    { key: 'phone', label: 'Phone', children: quote.customerPhone || 'N/A' },
  ];
  if (quote.deliveryRequired) {
    items.push(
      { key: 'address', label: 'Delivery Address', children: quote.deliveryAddress },
      { key: 'city', label: 'City', children: quote.deliveryCity },
      { key: 'postalCode', label: 'Postal Code', children: quote.deliveryPostalCode },
    );
  }
  if (quote.additionalNotes) {
    items.push({
      key: 'notes',
      label: 'Additional Notes',
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{quote.additionalNotes}</span>,
    });
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="quote-customer">
      <Descriptions size="small" bordered column={1} items={items} />
      <Space size={4} wrap>
        {quote.deliveryRequired && <Tag color="cyan">Delivery Required</Tag>}
        {quote.installationRequired && <Tag color="geekblue">Installation Required</Tag>}
      </Space>
    </Space>
  );
}
