import { graphql } from './__generated__';
import type {
  HireBookingFieldsFragment,
  HireQuoteViewFieldsFragment,
  HireSettlementFieldsFragment,
} from './__generated__/graphql';

export type HireQuoteView = HireQuoteViewFieldsFragment;
/** A booking's money as the hire service reckons it (domain/booking.ts). */
export type BookingMoney = HireBookingFieldsFragment;
/** How a hire settled once its units were back. */
export type HireSettlement = HireSettlementFieldsFragment;
export type SentRevision = NonNullable<HireQuoteView['latestRevision']>;

/** One quote: through the link its email carries (token), or for its signed-in owner. */
export const HIRE_QUOTE_VIEW_QUERY = graphql(`
  query HireQuoteView($id: Int!, $token: String) {
    hireQuote(id: $id, token: $token) {
      ...HireQuoteViewFields
    }
  }
`);

export const ACCEPT_HIRE_QUOTE_MUTATION = graphql(`
  mutation AcceptHireQuote($id: Int!, $token: String, $revision: Int!, $fullName: String, $acceptTerms: Boolean) {
    acceptHireQuote(id: $id, token: $token, revision: $revision, fullName: $fullName, acceptTerms: $acceptTerms) {
      ...HireQuoteViewFields
    }
  }
`);

/** Stripe's payment page for the booking deposit or the balance: the browser is sent to checkoutUrl. */
export const PAY_HIRE_BOOKING_MUTATION = graphql(`
  mutation PayHireBooking($id: Int!, $token: String, $purpose: HirePaymentPurpose!) {
    payHireBooking(id: $id, token: $token, purpose: $purpose) {
      checkoutUrl
    }
  }
`);

export const DECLINE_HIRE_QUOTE_MUTATION = graphql(`
  mutation DeclineHireQuote($id: Int!, $token: String, $reason: String) {
    declineHireQuote(id: $id, token: $token, reason: $reason) {
      ...HireQuoteViewFields
    }
  }
`);
