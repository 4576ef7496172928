import {
  addUkDays,
  formatDayMonthYear,
  HIRE_QUOTE_STAGES,
  specStatusOf,
  type HireQuoteStage,
  type HireQuoteStatus,
} from '@shop/contracts';
import { Conflict } from '@shop/kit';
import type { Quote, QuoteRevision } from '../models/quote';
import type { Shortfall } from '../../planning';

/**
 * A quote's life (pure): requested → quoted (revision n, valid until a day) → confirmed | declined
 * | expired; a confirmed booking → out → completed, or cancelled. The spec's status is always the
 * view of the stage, so both are written together.
 */
const toStage = (stage: HireQuoteStage): Pick<Quote, 'stage' | 'status'> => ({
  stage,
  status: specStatusOf(stage),
});

/** The desk edits and sends a quote while it is with the desk or the customer, or after it expired unanswered. */
export const DESK_STAGES: readonly HireQuoteStage[] = ['requested', 'quoted', 'expired'];

/** The desk sets the spec's status from any stage but out: a booking's units come back through a return first. */
const NOT_OUT: readonly HireQuoteStage[] = HIRE_QUOTE_STAGES.filter((stage) => stage !== 'out');

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
const notOpen = (stage: HireQuoteStage) => NOT_OPEN[stage === 'quoted' ? 'requested' : stage];

interface StageRule {
  from: readonly HireQuoteStage[];
  to: HireQuoteStage;
  /** The CONFLICT's message when the quote is in another stage, and the field it names. */
  refused: (stage: HireQuoteStage) => string;
  field?: string;
}

/**
 * Every stage change a quote can make, as one table: who makes it, the stages it starts from and
 * the stage it ends in. Use cases change a stage only through `moveStage`, so a quote never moves
 * in a way this table does not list.
 */
const STAGE_MOVES = {
  send: {
    from: DESK_STAGES,
    to: 'quoted',
    refused: (stage) => `Only a requested, quoted or expired quote can be sent; this one is ${stage}`,
  },
  accept: { from: ['quoted'], to: 'confirmed', refused: notOpen },
  decline: { from: ['quoted'], to: 'declined', refused: notOpen },
  expire: {
    from: ['quoted'],
    to: 'expired',
    refused: (stage) => `Only a quote with the customer expires; this one is ${stage}`,
  },
  // Every line has its units (a booking goes on showing as confirmed while it is partly out).
  'go-out': {
    from: ['confirmed', 'out'],
    to: 'out',
    refused: (stage) => `Units go out on a confirmed booking; this quote is ${stage}`,
    field: 'tag',
  },
  settle: {
    from: ['confirmed', 'out'],
    to: 'completed',
    refused: (stage) => `Only a booking settles; this quote is ${stage}`,
  },
  cancel: {
    from: ['confirmed'],
    to: 'cancelled',
    refused: (stage) => `Only a confirmed booking can be cancelled; this quote is ${stage}`,
  },
  'desk-confirm': { from: NOT_OUT, to: 'confirmed', refused: unitsOut, field: 'status' },
  'desk-decline': {
    from: NOT_OUT.filter((stage) => stage !== 'confirmed' && stage !== 'completed'),
    to: 'declined',
    refused: unitsOut,
    field: 'status',
  },
  'desk-cancel': { from: ['confirmed', 'completed'], to: 'cancelled', refused: unitsOut, field: 'status' },
  'desk-complete': { from: NOT_OUT, to: 'completed', refused: unitsOut, field: 'status' },
  'desk-reopen': { from: NOT_OUT, to: 'requested', refused: unitsOut, field: 'status' },
} satisfies Record<string, StageRule>;

export type StageMove = keyof typeof STAGE_MOVES;

function unitsOut(): string {
  return 'Some of this booking’s units are out; take them back before changing its status';
}

export const canMoveStage = (stage: HireQuoteStage, move: StageMove): boolean =>
  (STAGE_MOVES[move] as StageRule).from.includes(stage);

/** The stage (and the spec's status) a move takes the quote to; CONFLICT from a stage the move does not start from. */
export function moveStage(quote: Pick<Quote, 'stage'>, move: StageMove): Pick<Quote, 'stage' | 'status'> {
  const rule: StageRule = STAGE_MOVES[move];
  if (!rule.from.includes(quote.stage)) throw new Conflict(rule.refused(quote.stage), rule.field);
  return toStage(rule.to);
}

/** CONFLICT, before any work, when the quote is in a stage the move does not start from. */
export const requireStageMove = (quote: Pick<Quote, 'stage'>, move: StageMove): void => void moveStage(quote, move);

/** The desk's move for a status it sets (a rejection declines a quote, or cancels a booking). */
export function deskMoveFor(stage: HireQuoteStage, status: HireQuoteStatus): StageMove {
  switch (status) {
    case 'approved':
      return 'desk-confirm';
    case 'rejected':
      return stage === 'confirmed' || stage === 'completed' ? 'desk-cancel' : 'desk-decline';
    case 'completed':
      return 'desk-complete';
    case 'pending':
      return 'desk-reopen';
  }
}

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

/** The CONFLICT answer to an acceptance whose equipment is no longer free. */
export const acceptanceRefusedMessage = (shortfalls: readonly Shortfall[]): string =>
  `Sorry, some of the equipment is no longer free for your dates: ${shortfalls
    .map((s) => `${s.name} (${s.requested} needed, ${s.available} free)`)
    .join(', ')}. The hire desk has been told and will be in touch.`;

/** The CONFLICT answer to sending a quote whose lines have no rate. */
export const callForPriceMessage = (names: readonly string[]): string =>
  `Set a rate for every line before sending: ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} "Call for price"`;
