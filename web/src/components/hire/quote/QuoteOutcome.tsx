import { formatLongDate } from '@shop/contracts';
import type { HireQuoteView } from '../../../graphql/hireQuotes';
import { Notice } from '../../ui/Notice';
import { BookingDue, SettlementText } from './HireMoney';
import { BookingPayments, PayBooking } from './PayBooking';
import type { QuoteAnswerTarget } from './QuoteAnswerForms';
import { ukDay } from './quoteDays';

/**
 * Where a quote that can no longer be answered stands: booked (with what to pay now and by the balance day, paid online
 * from here), declined
 * (by the customer, or rejected by the desk with its reason),
 * expired, over (with how it settled).
 */
export function QuoteOutcome({
  quote,
  target,
  awaitingPayment = false,
}: {
  quote: HireQuoteView;
  target: QuoteAnswerTarget;
  /** Back from Stripe's page before its payment shows: no second payment is offered meanwhile. */
  awaitingPayment?: boolean;
}) {
  const { stage, booking, acceptance, decline, latestRevision } = quote;
  if ((stage === 'confirmed' || stage === 'out') && booking) {
    return (
      <Notice
        type="success"
        testId="booking-confirmed"
        message="Booking confirmed"
        description={
          <>
            <BookingDue booking={booking} />
            <BookingPayments booking={booking} />
            {!awaitingPayment && <PayBooking target={target} booking={booking} />}
            {acceptance && (
              <p className="muted">
                Accepted by {acceptance.name} on {formatLongDate(acceptance.at)}.
              </p>
            )}
          </>
        }
      />
    );
  }
  if (stage === 'declined' && decline?.byDesk) {
    return (
      <Notice
        type="info"
        testId="quote-rejected"
        message="The hire desk could not take this request"
        description={
          decline.reason ? `Reason: ${decline.reason}` : 'Please get in touch if you would like to ask again.'
        }
      />
    );
  }
  if (stage === 'declined') {
    return (
      <Notice
        type="info"
        testId="quote-declined"
        message="You declined this quote"
        description={decline?.reason ? `Your reason: ${decline.reason}` : 'Thank you for letting us know.'}
      />
    );
  }
  if (stage === 'expired' && latestRevision) {
    return (
      <Notice
        type="warning"
        testId="quote-expired"
        message={`This quote expired on ${ukDay(latestRevision.validUntil)}`}
        description="Ask the hire desk for a new one."
      />
    );
  }
  if (stage === 'completed' && quote.settlement && booking) {
    return (
      <Notice
        type="info"
        testId="quote-closed"
        message="This hire is complete"
        description={<SettlementText settlement={quote.settlement} total={booking.total} />}
      />
    );
  }
  const closed = { cancelled: 'This booking was cancelled', completed: 'This hire is complete' } as const;
  if (stage === 'cancelled' || stage === 'completed') {
    return <Notice type="info" testId="quote-closed" message={closed[stage]} />;
  }
  return (
    <Notice
      type="info"
      testId="quote-in-preparation"
      message="The hire desk is preparing your quote"
      description="We will email it to you with its price once it is ready."
    />
  );
}
