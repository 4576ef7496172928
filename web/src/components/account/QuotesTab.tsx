import { useQuery } from '@apollo/client';
import {
  HIRE_PERIOD_LABELS,
  type HireQuoteStage,
  formatDayMonthYear,
  formatGBP,
  hireBreakdownText,
} from '@shop/contracts';
import { MY_HIRE_QUOTES_QUERY, type MyHireQuote } from '../../graphql/hire';
import { ButtonLink } from '../ButtonLink';
import { BookingDue, SettlementText } from '../hire/quote/HireMoney';
import { EmptyState } from '../ui/EmptyState';
import { Notice } from '../ui/Notice';
import { Panel } from '../ui/Panel';
import { Skeleton } from '../ui/Skeleton';
import { HireQuoteStatusBadge } from './HireQuoteStatusBadge';
import { VatDocumentList, useVatDocuments } from './VatDocuments';

type QuoteItem = MyHireQuote['items'][number];
type PricedLine = NonNullable<MyHireQuote['latestRevision']>['price']['lines'][number];

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
          <span data-testid="quote-total"> · Total {formatGBP(quote.booking?.total ?? sent.price.total)}</span>
          {' · '}
          <a href={`/hire/quotes/${quote.id}`} data-testid="quote-open">
            {quote.stage === 'quoted' ? 'View, accept or decline' : 'View quote'}
          </a>
        </>
      )}
    </p>
  );
}

/** A request the hire desk rejected, with the reason it gave. */
function DeskRejection({ quote }: { quote: MyHireQuote }) {
  if (quote.stage !== 'declined' || !quote.decline?.byDesk) return null;
  return (
    <p data-testid="quote-rejected">
      <strong>The hire desk could not take this request.</strong>
      {quote.decline.reason && ` Reason: ${quote.decline.reason}`}
    </p>
  );
}

/** A booking's money: what is due, or once the hire is over how it settled. */
function BookingSummary({ quote }: { quote: MyHireQuote }) {
  const { booking, settlement } = quote;
  if (!booking || quote.stage === 'cancelled') return null;
  if (settlement) return <SettlementText settlement={settlement} total={booking.total} />;
  return <BookingDue booking={booking} />;
}

/** A booking's VAT invoices (one per payment taken, one for charges at settlement) and credit notes, with their PDFs. */
function BookingInvoices({ quote }: { quote: MyHireQuote }) {
  const { booking } = quote;
  // Money taken: less is due than the booking costs (a deposit or more paid), or it has settled.
  const paid = booking ? booking.total - booking.depositDue - booking.balanceDue : 0;
  const documents = useVatDocuments(
    `/api/hire/quotes/${quote.id}/invoices`,
    paid > 0 || quote.settlement != null,
    `${paid}:${quote.stage}`,
  );
  if (documents.length === 0) return null;
  return (
    <div data-testid="booking-invoices">
      <strong>Invoices</strong>
      <VatDocumentList documents={documents} />
    </div>
  );
}

function QuoteCard({ quote }: { quote: MyHireQuote }) {
  // Once sent, the lines as priced for the whole hire; before, the lines asked for at one period's rate.
  const priced = quote.latestRevision?.price.lines;
  return (
    <Panel testId="quote-row" title={`Quote #${quote.id}`} extra={<HireQuoteStatusBadge status={quote.status} />}>
      <p data-testid="quote-dates">
        <strong>Hire dates:</strong> {formatDayMonthYear(quote.startDate)} – {formatDayMonthYear(quote.endDate)}
        <span className="muted"> · Requested {formatDayMonthYear(quote.createdAt)}</span>
      </p>
      <SentQuoteSummary quote={quote} />
      <BookingSummary quote={quote} />
      <BookingInvoices quote={quote} />
      <DeskRejection quote={quote} />
      <div className="data-table-scroll">
        <table className="data-table" data-testid="quote-items">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Quantity</th>
              <th scope="col">Period</th>
              <th scope="col" className="data-table-end">
                {priced ? 'Line Total' : 'Line Total (one period)'}
              </th>
            </tr>
          </thead>
          <tbody>
            {priced ? (
              priced.map((line, i) => <PricedLineRow key={i} line={line} />)
            ) : quote.items.length === 0 ? (
              <tr>
                <td colSpan={4} className="data-table-empty">
                  No items on this quote.
                </td>
              </tr>
            ) : (
              quote.items.map((item) => <QuoteItemRow key={item.id} item={item} />)
            )}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

function QuoteItemRow({ item }: { item: QuoteItem }) {
  return (
    <tr>
      <td>{item.product.name}</td>
      <td>{item.quantity}</td>
      <td>{HIRE_PERIOD_LABELS[item.hirePeriod]}</td>
      <td className="data-table-end">{formatGBP(item.lineTotal)}</td>
    </tr>
  );
}

function PricedLineRow({ line }: { line: PricedLine }) {
  return (
    <tr>
      <td>{line.description}</td>
      <td>{line.quantity}</td>
      <td>{line.breakdown.length > 0 ? hireBreakdownText(line.breakdown) : '—'}</td>
      <td className="data-table-end">{line.lineTotal == null ? 'Call for price' : formatGBP(line.lineTotal)}</td>
    </tr>
  );
}

/** The signed-in customer's hire quotes, newest first; reloaded on each visit so statuses are current. */
export function QuotesTab() {
  const { data, loading, error } = useQuery(MY_HIRE_QUOTES_QUERY, { fetchPolicy: 'cache-and-network' });

  if (loading && !data) return <Skeleton rows={6} />;
  if (error) return <Notice type="error" message="Unable to load your hire quotes. Please try again later." />;
  const quotes = data?.myHireQuotes ?? [];
  if (quotes.length === 0) {
    return (
      <EmptyState description="You haven't requested any hire quotes yet." testId="quotes-empty">
        <ButtonLink to="/hire" variant="primary">
          Browse Hire Equipment
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <div className="stack" data-testid="quotes-list">
      {quotes.map((quote) => (
        <QuoteCard key={quote.id} quote={quote} />
      ))}
    </div>
  );
}
