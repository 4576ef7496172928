import { useQuery } from '@apollo/client';
import { HIRE_PERIOD_LABELS, type HireQuoteStage, formatDayMonthYear, formatGBP } from '@shop/contracts';
import { Alert, Card, Empty, Skeleton, Space, Table } from 'antd';
import { MY_HIRE_QUOTES_QUERY, type MyHireQuote } from '../../graphql/hire';
import { ButtonLink } from '../ButtonLink';
import { HireQuoteStatusBadge } from './HireQuoteStatusBadge';

type QuoteItem = MyHireQuote['items'][number];

/** Where a quote stands, in the customer's words. */
const STAGE_TEXT: Record<HireQuoteStage, string> = {
  requested: 'With the hire desk',
  quoted: 'Quoted: awaiting your answer',
  confirmed: 'Booking confirmed',
  out: 'Equipment out with you',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** The quote as sent: its stage, number and total, and a link to read it (and, while open, to answer it). */
function SentQuoteSummary({ quote }: { quote: MyHireQuote }) {
  const sent = quote.latestRevision;
  return (
    <p className="quote-summary" data-testid="quote-summary">
      <strong data-testid="quote-stage">{STAGE_TEXT[quote.stage]}</strong>
      {sent && (
        <>
          <span data-testid="quote-number"> · {sent.label}</span>
          <span data-testid="quote-total"> · Total {formatGBP(sent.price.total)}</span>
          {' · '}
          <a href={`/hire/quotes/${quote.id}`} data-testid="quote-open">
            {quote.stage === 'quoted' ? 'View, accept or decline' : 'View quote'}
          </a>
        </>
      )}
    </p>
  );
}

function QuoteCard({ quote }: { quote: MyHireQuote }) {
  return (
    <Card data-testid="quote-row" title={`Quote #${quote.id}`} extra={<HireQuoteStatusBadge status={quote.status} />}>
      <p data-testid="quote-dates">
        <strong>Hire dates:</strong> {formatDayMonthYear(quote.startDate)} – {formatDayMonthYear(quote.endDate)}
        <span className="muted"> · Requested {formatDayMonthYear(quote.createdAt)}</span>
      </p>
      <SentQuoteSummary quote={quote} />
      <Table<QuoteItem>
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={quote.items}
        locale={{ emptyText: 'No items on this quote.' }}
        data-testid="quote-items"
        columns={[
          { title: 'Item', key: 'name', render: (_, item) => item.product.name },
          { title: 'Quantity', dataIndex: 'quantity', key: 'quantity' },
          { title: 'Period', key: 'period', render: (_, item) => HIRE_PERIOD_LABELS[item.hirePeriod] },
          { title: 'Line Total', key: 'total', align: 'right', render: (_, item) => formatGBP(item.lineTotal) },
        ]}
      />
    </Card>
  );
}

/** The signed-in customer's hire quotes, newest first; reloaded on each visit so statuses are current. */
export function QuotesTab() {
  const { data, loading, error } = useQuery(MY_HIRE_QUOTES_QUERY, { fetchPolicy: 'cache-and-network' });

  if (loading && !data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error) return <Alert type="error" showIcon message="Unable to load your hire quotes. Please try again later." />;
  const quotes = data?.myHireQuotes ?? [];
  if (quotes.length === 0) {
    return (
      <Empty description="You haven't requested any hire quotes yet." data-testid="quotes-empty">
        <ButtonLink to="/hire" variant="primary">
          Browse Hire Equipment
        </ButtonLink>
      </Empty>
    );
  }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="quotes-list">
      {quotes.map((quote) => (
        <QuoteCard key={quote.id} quote={quote} />
      ))}
    </Space>
  );
}
