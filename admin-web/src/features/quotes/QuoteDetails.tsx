import { Collapse, Space, Typography } from 'antd';
import type { HireQuote } from '../../graphql/quotes';
import { QuoteCustomerInfo } from './QuoteCustomerInfo';
import { QuoteItemsTable } from './QuoteItemsTable';

/** The panel a row's View Details opens: who asked, and the lines they asked for. */
export function QuoteDetails({ quote }: { quote: HireQuote }) {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="quote-details">
      <Collapse
        defaultActiveKey={['customer']}
        items={[
          {
            key: 'customer',
            label: 'Customer Information',
            children: <QuoteCustomerInfo quote={quote} />,
          },
        ]}
      />
      <div>
        <Typography.Title level={5}>Quote Items</Typography.Title>
        <QuoteItemsTable quoteId={quote.id} />
      </div>
    </Space>
  );
}
