import { addUkDays, formatDayMonthYear, specStatusOf, type HireQuoteStage } from '@shop/contracts';
import { Conflict } from '@shop/kit';
import type { Quote, QuoteRevision } from '../models/quote';
import type { Shortfall } from './availability';

/**
 * A quote's life (pure): requested → quoted (revision n, valid until a day) → confirmed | declined
 * | expired; a confirmed booking → cancelled | completed. The spec's status is always the view of
 * the stage, so both are written together.
 */
export const toStage = (stage: HireQuoteStage): Pick<Quote, 'stage' | 'status'> => ({
  stage,
  status: specStatusOf(stage),
});

/** The desk edits and sends a quote while it is with the desk or the customer, or after it expired unanswered. */
export const DESK_STAGES: readonly HireQuoteStage[] = ['requested', 'quoted', 'expired'];

export const latestRevision = (quote: Pick<Quote, 'revisions'>): QuoteRevision | null => quote.revisions.at(-1) ?? null;

/** Whether a revision valid until `validUntil` (a UK day) has expired on `today`. */
export const isPast = (validUntil: string, today: string): boolean => today > validUntil;

/** A UK day as the customer reads it, e.g. 12 Jun 2026. */
export const readableDay = (day: string): string => formatDayMonthYear(`${day}T12:00:00.000Z`);

/**
 * The last UK day a revision sent `today` can be accepted: the settings' days on, but never past
 * the day before the hire starts (a quote is an offer for dates still ahead).
 */
export const validUntilFor = (today: string, validityDays: number, startDate: string): string => {
  const byValidity = addUkDays(today, validityDays);
  const dayBeforeStart = addUkDays(startDate, -1);
  return byValidity < dayBeforeStart ? byValidity : dayBeforeStart;
};

const STARTED: Record<'send' | 'accept', (day: string) => string> = {
  send: (day) => `This hire starts on ${day}: move its dates on before sending the quote`,
  accept: (day) =>
    `This hire starts on ${day}, so the quote can no longer be accepted. Ask the hire desk for new dates.`,
};

/** CONFLICT once the hire's first day (a UK day) has come: too late to send or accept a quote for it. */
export function requireNotStarted(startDate: string, today: string, doing: 'send' | 'accept'): void {
  if (today >= startDate) throw new Conflict(STARTED[doing](readableDay(startDate)));
}

export const expiredMessage = (validUntil: string): string =>
  `This quote expired on ${readableDay(validUntil)}. Ask the hire desk for a new one.`;

/** Why a quote cannot be answered (accepted or declined) in its stage. */
export const NOT_OPEN: Record<Exclude<HireQuoteStage, 'quoted'>, string> = {
  requested: 'This quote has not been sent yet; the hire desk will email it to you',
  confirmed: 'This quote has already been accepted',
  out: 'This quote has already been accepted',
  declined: 'This quote was declined',
  expired: 'This quote has expired. Ask the hire desk for a new one.',
  cancelled: 'This booking was cancelled',
  completed: 'This hire is complete',
};

/** The CONFLICT answer to an acceptance whose equipment is no longer free. */
export const acceptanceRefusedMessage = (shortfalls: readonly Shortfall[]): string =>
  `Sorry, some of the equipment is no longer free for your dates: ${shortfalls
    .map((s) => `${s.name} (${s.requested} needed, ${s.available} free)`)
    .join(', ')}. The hire desk has been told and will be in touch.`;

/** The CONFLICT answer to sending a quote whose lines have no rate. */
export const callForPriceMessage = (names: readonly string[]): string =>
  `Set a rate for every line before sending: ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} "Call for price"`;
