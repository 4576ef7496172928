import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HIRE_RATE_FIELDS, type HirePeriod, type HireRates } from '@shop/contracts';
import type { Quote } from '../models/quote';
import { tokenHash } from '../../../shared/domain/tokens';

/**
 * Who may add lines to a quote, and for how long (pure). A quote's token is "<id>.<secret>": the
 * browser that created the quote holds it in an httpOnly cookie and API clients get it in the
 * answer; only its hash is stored.
 */
export function newQuoteToken(quoteId: number): string {
  return `${quoteId}.${randomBytes(24).toString('base64url')}`;
}

/**
 * The token of a quote requested under a client's Idempotency-Key: made from the key with the
 * server's secret, so a retry answers the same token while only its hash is stored.
 */
export function quoteTokenFor(quoteId: number, idempotencyKey: string, secret: string): string {
  return `${quoteId}.${createHmac('sha256', secret).update(`quote-token:${idempotencyKey}`).digest('base64url')}`;
}

/** Whether any of the tokens is this quote's. */
export function holdsToken(quote: Pick<Quote, 'id' | 'tokenHash'>, tokens: readonly (string | null | undefined)[]) {
  const stored = Buffer.from(quote.tokenHash, 'hex');
  return tokens.some((token) => {
    if (!token || !token.startsWith(`${quote.id}.`)) return false;
    const given = Buffer.from(tokenHash(token), 'hex');
    // A stored hash of another length (not one tokenHash made) matches nothing rather than throwing.
    return given.length === stored.length && timingSafeEqual(given, stored);
  });
}

export type ItemsClosedReason = 'not-pending' | 'requested' | 'window-passed' | null;

/**
 * Why lines can no longer be added, or null while they can: the quote must be pending; for its
 * browser also not yet sent to the desk and within the window after creation. The desk may add
 * lines while it is pending.
 */
export function itemsClosedReason(
  quote: Pick<Quote, 'status' | 'requestedAt' | 'createdAt'>,
  { now, windowMs, byDesk }: { now: Date; windowMs: number; byDesk: boolean },
): ItemsClosedReason {
  if (quote.status !== 'pending') return 'not-pending';
  if (byDesk) return null;
  if (quote.requestedAt) return 'requested';
  if (now.getTime() - quote.createdAt.getTime() > windowMs) return 'window-passed';
  return null;
}

/** When a quote nobody submitted counts as complete: this long after its last change. */
export function quietUntil(quote: Pick<Quote, 'createdAt' | 'items'>, quietMs: number): number {
  const last = Math.max(quote.createdAt.getTime(), ...quote.items.map((item) => item.createdAt.getTime()));
  return last + quietMs;
}

export type RatesPence = { [F in keyof HireRates as `${F}Pence`]: number | null };

/** The period's rate in pence, or null when the product has none. */
export const ratePence = (rates: RatesPence, period: HirePeriod): number | null =>
  rates[`${HIRE_RATE_FIELDS[period]}Pence`];

/** What a request's lines come to at their products' rates (an estimate: the quote is priced by the desk). */
export const requestValuePence = (lines: readonly { lineTotalPence: number }[]): number =>
  lines.reduce((sum, line) => sum + line.lineTotalPence, 0);

/** An email address as accounts keep it: trimmed and lower-case. */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Whether a quote went to its requester's own address: it was requested signed in, and its email is
 * that account's (`accountEmail`, null when the account is unknown here).
 */
export const isAccountEmail = (quote: Pick<Quote, 'userId' | 'customerEmail'>, accountEmail: string | null): boolean =>
  quote.userId !== null && accountEmail !== null && normalEmail(quote.customerEmail) === normalEmail(accountEmail);
