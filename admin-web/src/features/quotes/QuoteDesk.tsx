import { formatDayMonthYear } from '@shop/contracts';
import { useQuery } from '@apollo/client';
import { Alert, Skeleton, Tabs } from 'antd';
import { serverMessage } from '@shop/web-common';
import { HIRE_QUOTE_DESK, type HireQuoteDesk, type HireQuoteStage } from '../../graphql/quotes';
import { BookingPanel } from './booking/BookingPanel';
import { QuoteEditor } from './editor/QuoteEditor';
import { QuotePriceSummary } from './editor/QuotePriceSummary';
import { QuoteRevisions } from './editor/QuoteRevisions';

/** Stages the desk may still edit and send (as the hire service allows). */
const EDITABLE: readonly HireQuoteStage[] = ['requested', 'quoted', 'expired'];

function Answer({ quote }: { quote: HireQuoteDesk }) {
  if (quote.decline) {
    return (
      <Alert
        type="warning"
        showIcon
        message={`${quote.decline.byDesk ? 'Rejected by the desk' : 'Declined by the customer'} on ${formatDayMonthYear(quote.decline.at)}`}
        description={quote.decline.reason ? `Reason: ${quote.decline.reason}` : 'No reason given'}
      />
    );
  }
  const refused = quote.acceptanceRefused;
  if (refused && quote.stage !== 'confirmed' && quote.stage !== 'out') {
    const short = refused.shortfalls.map((s) => `${s.name}: ${s.requested} wanted, ${s.available} free`).join('; ');
    return (
      <Alert
        type="error"
        showIcon
        message={`Acceptance of rev ${refused.revision} refused on ${formatDayMonthYear(refused.at)}`}
        description={short}
      />
    );
  }
  return null;
}

function tabsOf(quote: HireQuoteDesk) {
  const editable = EDITABLE.includes(quote.stage) && quote.draft;
  return [
    {
      key: 'draft',
      label: editable ? 'Quote editor' : 'Price',
      // Remounted at each new version, so the form starts from what the server now holds.
      children: editable ? (
        <QuoteEditor key={quote.version} quote={quote} />
      ) : (
        <QuotePriceSummary price={quote.price} />
      ),
    },
    {
      key: 'revisions',
      label: `Revisions (${quote.revisions.length})`,
      children: <QuoteRevisions revisions={quote.revisions} />,
    },
    ...(quote.booking
      ? [{ key: 'booking', label: 'Booking', children: <BookingPanel quote={quote} booking={quote.booking} /> }]
      : []),
  ];
}

/** The desk's side of one quote: its draft and price, the revisions sent, and once confirmed its booking. */
export function QuoteDesk({ quoteId }: { quoteId: number }) {
  const { data, error } = useQuery(HIRE_QUOTE_DESK, {
    variables: { id: quoteId },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        message="Failed to load the quote. Please try again."
        description={serverMessage(error)}
      />
    );
  }
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const quote = data.hireQuote;
  return (
    <div data-testid="quote-desk">
      <Answer quote={quote} />
      <Tabs defaultActiveKey={quote.booking ? 'booking' : 'draft'} items={tabsOf(quote)} />
    </div>
  );
}
