import { Collapse, Space, Typography } from 'antd';
import type { HireQuote } from '../../graphql/quotes';
import { QuoteCustomerInfo } from './QuoteCustomerInfo';
import { VatDocuments } from '../payments/VatDocuments';
import { QuoteDesk } from './QuoteDesk';
import { QuoteItemsTable } from './QuoteItemsTable';
import { QuoteStageTag } from './QuoteStageTag';

/** The stages of a booking: money may have been taken, so it may have invoices. */
const BOOKED = new Set(['confirmed', 'out', 'completed', 'cancelled']);

/** The panel a row's View Details opens: where the quote stands, who asked, what they asked for, and the desk's quote. */
export function QuoteDetails({ quote }: { quote: HireQuote }) {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="quote-details">
      <Space>
        <QuoteStageTag stage={quote.stage} />
        <Typography.Text strong data-testid="quote-number">
          {quote.number ?? 'Not numbered until first sent'}
        </Typography.Text>
      </Space>
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
      <QuoteDesk quoteId={quote.id} />
      {BOOKED.has(quote.stage) && (
        <VatDocuments
          path={`/api/hire/quotes/${quote.id}/invoices`}
          refreshKey={quote.stage}
          testId="booking-invoices"
        />
      )}
    </Space>
  );
}
