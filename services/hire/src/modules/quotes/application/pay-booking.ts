import {
  formatPence,
  hireBookingPaySchema,
  HIRE_PAYMENT_PURPOSE,
  PAYMENT_MIN_PENCE,
  ukCalendarDay,
  type HireOnlinePaymentPurpose,
  type PaymentPurpose,
} from '@shop/contracts';
import type { BookingMoney } from '../domain/booking-money';
import { Conflict, Forbidden, Unauthorized, idSchema, parseInput } from '@shop/kit';
import type { OnlinePayment, PaymentsClient } from '../adapters/payments';
import { quoteAccess, type QuoteActor } from '../domain/quote-access';
import type { QuotesModels } from '../models/quotes-models';
import type { HireSettingsStore } from '../../../shared/models/hire-settings';
import type { Quote } from '../models/quote';
import { bookingOwed, moneyWithPayments } from './booking-money';
import { loadQuote, tokenSchema } from './quote-queries';
import { onlinePaymentKey } from './take-online-payment';

export interface PayBookingDeps {
  models: Pick<QuotesModels, 'Quote' | 'ProductView'>;
  settings: HireSettingsStore;
  payments: PaymentsClient;
  clock: () => Date;
  linkSecret: string;
  /** The shop's public address, where Stripe's page sends the customer back. */
  shopUrl: string;
}

/** A payment page for a booking: where to send the customer, and when Stripe closes it. */
export interface BookingCheckout {
  checkoutUrl: string;
  expiresAt: string;
}

const LINE: Record<HireOnlinePaymentPurpose, string> = {
  deposit: 'booking deposit',
  balance: 'balance',
  'security-deposit': 'refundable security deposit',
};
/** A booking takes money online while it stands: confirmed, or out on hire. */
const PAYABLE_ONLINE: readonly Quote['stage'][] = ['confirmed', 'out'];

/**
 * What is due now for a purpose, in pence: the deposit still due, the balance once the deposit is paid, or the
 * security deposit not yet held once the balance is paid. CONFLICT saying why when nothing can be paid online.
 */
export function dueFor(
  purpose: HireOnlinePaymentPurpose,
  money: Pick<BookingMoney, 'depositDuePence' | 'balanceDuePence' | 'balancePence' | 'securityDepositDuePence'>,
): number {
  if (purpose === 'deposit') {
    if (money.depositDuePence <= 0) throw new Conflict('The booking deposit is already paid', 'purpose');
    return money.depositDuePence;
  }
  if (purpose === 'security-deposit') {
    if (money.balancePence > 0) throw new Conflict('Pay the balance before the security deposit', 'purpose');
    if (money.securityDepositDuePence <= 0) {
      throw new Conflict('No security deposit is due on this booking', 'purpose');
    }
    return money.securityDepositDuePence;
  }
  if (money.depositDuePence > 0) throw new Conflict('Pay the booking deposit before the balance', 'purpose');
  if (money.balanceDuePence <= 0) throw new Conflict('Nothing is left to pay on this booking', 'purpose');
  return money.balanceDuePence;
}

/** An open page for this purpose and amount that Stripe has not closed yet: asked again, it is answered again. */
const stillOpen = (p: OnlinePayment, purpose: PaymentPurpose, amountPence: number, now: Date) =>
  p.purpose === purpose &&
  p.amountPence === amountPence &&
  p.state === 'open' &&
  p.checkoutUrl !== null &&
  p.sessionExpiresAt !== null &&
  new Date(p.sessionExpiresAt) > now;

/**
 * The customer pays a confirmed booking's deposit (once it is paid, its balance; once that is paid, the refundable
 * security deposit, held until the hire settles) on Stripe's page: through the
 * link in their quote email or signed in as its owner. The amount is the booking's own money, reckoned here; the
 * payments service opens the page, and its webhook-confirmed PaymentSucceeded records the payment on the booking.
 * A page still open for the same sum is answered again; otherwise the next attempt opens a new one (after a decline
 * that closed, an expiry, or a sum that changed).
 */
export const payBooking =
  ({ models, settings, payments, clock, linkSecret, shopUrl }: PayBookingDeps) =>
  async (input: { id: unknown; token?: unknown; purpose: unknown }, actor: QuoteActor): Promise<BookingCheckout> => {
    const id = parseInput(idSchema, input.id, 'id');
    const token = parseInput(tokenSchema, input.token, 'token');
    const { purpose } = parseInput(hireBookingPaySchema, { purpose: input.purpose });
    const quote = await loadQuote(models.Quote, id);
    const access = quoteAccess(quote, actor, token, { secret: linkSecret, today: ukCalendarDay(clock()) }, 'answer');
    if (access.by !== 'link' && access.by !== 'owner') {
      if (!actor.user) throw new Unauthorized('Sign in, or use the link in our email, to pay for this booking');
      throw new Forbidden('This booking is not yours');
    }
    if (!PAYABLE_ONLINE.includes(quote.stage)) {
      throw new Conflict(`Only a confirmed booking can be paid online; this quote is ${quote.stage}`);
    }
    const amountPence = dueFor(
      purpose,
      moneyWithPayments(quote, await bookingOwed({ models, settings, clock })(quote)),
    );
    if (amountPence < PAYMENT_MIN_PENCE) {
      throw new Conflict(`${formatPence(amountPence)} is too little to pay by card; please contact the hire desk`);
    }

    const paymentPurpose = HIRE_PAYMENT_PURPOSE[purpose];
    const earlier = await payments.paymentsOf(id);
    // Stripe took it, and its event is on its way to the booking: a second page now would take the money twice.
    const recorded = new Set(quote.payments.map((p) => p.onlineKey));
    if (
      earlier.some(
        (p) => p.purpose === paymentPurpose && p.state === 'succeeded' && !recorded.has(onlinePaymentKey(p.id)),
      )
    ) {
      throw new Conflict(
        'Your payment has been taken and is being recorded on the booking; reload the page in a moment',
      );
    }
    const open = earlier.find((p) => stillOpen(p, paymentPurpose, amountPence, clock()));
    if (open) return { checkoutUrl: open.checkoutUrl!, expiresAt: open.sessionExpiresAt! };
    const attempt = 1 + Math.max(0, ...earlier.filter((p) => p.purpose === paymentPurpose).map((p) => p.attempt));
    const back = new URL(`/hire/quotes/${id}`, shopUrl);
    if (token) back.searchParams.set('token', token);
    const cancelUrl = back.toString();
    back.searchParams.set('paid', purpose);
    const opened = await payments.openCheckout({
      subjectType: 'hire-booking',
      subjectId: id,
      purpose: paymentPurpose,
      attempt,
      amountPence,
      description: `Hire booking ${quote.number ?? `#${id}`}: ${LINE[purpose]}`,
      customerEmail: quote.customerEmail,
      successUrl: back.toString(),
      cancelUrl,
    });
    return { checkoutUrl: opened.checkoutUrl!, expiresAt: opened.sessionExpiresAt! };
  };
