import { useQuery } from '@apollo/client';
import { errorCode, serverMessage } from '@shop/web-common';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { QuoteAnswerForms, type QuoteAnswerTarget } from '../components/hire/quote/QuoteAnswerForms';
import { QuoteOutcome } from '../components/hire/quote/QuoteOutcome';
import { PaymentWait } from '../components/hire/quote/PayBooking';
import { usePaymentWait, type PaymentWaitState } from '../components/hire/quote/usePaymentWait';
import { SentQuote } from '../components/hire/quote/SentQuote';
import { ukDay } from '../components/hire/quote/quoteDays';
import { Notice } from '../components/ui/Notice';
import { Skeleton } from '../components/ui/Skeleton';
import '../components/hire/hire.css';
import { isRefusal } from '../errors';
import { HIRE_QUOTE_VIEW_QUERY, type HireQuoteView } from '../graphql/hireQuotes';
import { PageHead } from '../head/PageHead';
import { usePersonalPage } from '../ssr/renderPass';

const DESCRIPTION = 'Your hire quote: the equipment, dates and price, to accept or decline online.';

/** The server's message says it all for a refused link; a missing quote is said plainly. */
const SUBTITLES: Partial<Record<string, string>> = { warning: undefined, '404': "We couldn't find this quote." };

/**
 * Why the quote cannot be shown: a link that is not ours, one that expired, a visitor not signed in (or the browser
 * that sent the request, which sees no quote the desk sent without the link), no such quote.
 */
function Refusal({ error, linked }: { error: unknown; linked: boolean }) {
  const code = errorCode(error);
  const message = serverMessage(error);
  const [status, title, testId, extra] =
    code === 'FORBIDDEN' && linked
      ? (['403', 'This link is not valid', 'quote-link-invalid', <Link to="/auth">Sign in</Link>] as const)
      : code === 'CONFLICT'
        ? (['warning', message, 'quote-link-refused', <Link to="/contact">Contact the hire desk</Link>] as const)
        : code === 'UNAUTHENTICATED' || code === 'FORBIDDEN'
          ? (['403', 'Sign in to see this quote', 'quote-sign-in', <Link to="/auth">Sign in</Link>] as const)
          : (['404', 'Quote not found', 'quote-not-found', <Link to="/">Return to Home</Link>] as const);
  const subTitle = SUBTITLES[status] ?? message;
  return (
    <div className="container section" data-testid={testId}>
      <PageHead title={title} description={DESCRIPTION} notFound={status === '404'} noindex />
      <div className="result">
        {status === 'warning' ? (
          <ExclamationCircleFilled className="result-icon result-icon-warning" />
        ) : (
          <p className="result-status" aria-hidden="true">
            {status}
          </p>
        )}
        <h1 className="result-title">{title}</h1>
        {subTitle && <p className="result-subtitle">{subTitle}</p>}
        {extra}
      </div>
    </div>
  );
}

const pdfPath = ({ id, token }: QuoteAnswerTarget, revision: number) =>
  `/api/hire/quotes/${id}/pdf?${new URLSearchParams({ revision: String(revision), ...(token ? { token } : {}) })}`;

function QuoteView({
  quote,
  target,
  wait,
}: {
  quote: HireQuoteView;
  target: QuoteAnswerTarget;
  wait: PaymentWaitState | null;
}) {
  const revision = quote.latestRevision;
  const title = revision ? `Quote ${revision.label}` : `Quote request #${quote.id}`;
  return (
    <div className="container section hire-quote-view" data-testid="hire-quote-view">
      <PageHead title={title} description={DESCRIPTION} noindex />
      <div className="hire-quote-view-head">
        <h1>{title}</h1>
        {revision && (
          <a href={pdfPath(target, revision.revision)} download data-testid="quote-pdf-link">
            Download PDF
          </a>
        )}
      </div>
      {revision && (
        <p className="muted" data-testid="quote-valid-until">
          For {quote.customerName} · valid until {ukDay(revision.validUntil)}
        </p>
      )}
      {wait && (
        <div className="payment-wait">
          <PaymentWait state={wait} />
        </div>
      )}
      {quote.stage === 'quoted' && revision ? (
        <QuoteAnswerForms target={target} revision={revision.revision} />
      ) : (
        <QuoteOutcome quote={quote} target={target} awaitingPayment={wait === 'waiting'} />
      )}
      {revision && <SentQuote revision={revision} />}
    </div>
  );
}

/**
 * A sent quote at /hire/quotes/{id}: opened from the link its email carries (?token=…) or by its signed-in owner
 * from their account, to read, download, accept or decline, and once booked to pay the deposit and the balance on
 * Stripe's page, which sends the customer back here (?paid=…). Drawn without antd; search engines leave it out.
 */
export function HireQuoteAcceptPage() {
  // The customer's name, address and prices, to whoever holds the link: no shared cache may keep the page.
  usePersonalPage();
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const quoteId = /^\d+$/.test(id) ? Number(id) : null;
  const target = { id: quoteId ?? 0, token: searchParams.get('token') };
  const { data, loading, error, startPolling, stopPolling } = useQuery(HIRE_QUOTE_VIEW_QUERY, {
    variables: target,
    skip: quoteId === null,
  });
  // Back from Stripe's payment page: the payment shows once its webhook has landed.
  const wait = usePaymentWait(searchParams.get('paid'), data?.hireQuote.booking, { startPolling, stopPolling });

  if (quoteId === null) return <Refusal error={null} linked={false} />;
  if (loading && !data) return <Skeleton rows={12} className="container section" />;
  if (error && isRefusal(error)) return <Refusal error={error} linked={target.token !== null} />;
  if (error || !data) {
    return (
      <div className="container section">
        <Notice type="error" message="Unable to load this quote. Please try again later." />
      </div>
    );
  }
  return <QuoteView quote={data.hireQuote} target={target} wait={wait} />;
}
