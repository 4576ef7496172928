import {
  addUkDays,
  formatDayMonthYear,
  HIRE_QUOTE_STAGES,
  specStatusOf,
  type HireQuoteStage,
  type HireQuoteStatus,
} from '@shop/contracts';
import { Conflict, type DomainEvent } from '@shop/kit';
import type { BookedUnit, HirePayment, Quote, QuoteRevision } from '../models/quote';
import type { Shortfall } from '../../planning';
import {
  bookingCancelled,
  bookingDispatched,
  bookingSettled,
  paymentRecorded,
  quoteAccepted,
  quoteDeclined,
  quoteExpired,
  quoteSent,
  quoteStatusChanged,
  type NameOf,
} from '../events/published';
import { moneyOfBooking } from './booking-money';
import { bookingPayLink } from './quote-link';

/**
 * A quote's life (pure): requested → quoted (revision n, valid until a day) → confirmed | declined
 * | expired; a confirmed booking → out → completed, or cancelled. The spec's status is always the
 * view of the stage, so both are written together.
 */
const toStage = (stage: HireQuoteStage): Pick<Quote, 'stage' | 'status'> => ({
  stage,
  status: specStatusOf(stage),
});

/** The events of a stage change, built from the quote as saved (and as it was before). */
export type StageEvents = (saved: Quote, before: Quote) => DomainEvent[];

/** What a move's events need beyond the quote as saved, by move. */
export interface MoveFacts {
  /** The signed link the quote's email carries. */
  send: { acceptPath: string };
  /** The revision the customer answered, and the signed link the confirmation email pays the deposit through. */
  accept: { revision: QuoteRevision; payPath: string };
  decline: { revision: QuoteRevision };
  expire: object;
  /** How the customer's email names each unit that went out. */
  'go-out': { nameOf: NameOf };
  /** The units that came back with the settlement, what the booking owes for its hire, the deposit's refund. */
  settle: {
    returned: readonly BookedUnit[];
    nameOf: NameOf;
    owed: Parameters<typeof moneyOfBooking>[1];
    refund: HirePayment | null;
  };
  cancel: object;
  /** Signs the pay link of the booking as saved (its dates, its deposit) for the customer's email. */
  'desk-confirm': { linkSecret: string };
  'desk-decline': object;
  'desk-cancel': object;
  'desk-complete': object;
  'desk-reopen': object;
}

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

export type StageMove = keyof MoveFacts;

interface StageRule<Facts> {
  from: readonly HireQuoteStage[];
  to: HireQuoteStage;
  /** The CONFLICT's message when the quote is in another stage, and the field it names. */
  refused: (stage: HireQuoteStage) => string;
  field?: string;
  /** What the move publishes, from the quote as saved. */
  events: (saved: Quote, before: Quote, facts: Facts) => DomainEvent[];
}

/** The desk's status changes tell who follows the spec's status (a declined quote's reason with it). */
const statusChanged = (saved: Quote, before: Quote) => [
  quoteStatusChanged(saved, before.status, saved.stage === 'declined' ? (saved.decline?.reason ?? null) : null),
];

/**
 * Every stage change a quote can make, as one table: who makes it, the stages it starts from, the
 * stage it ends in and the events it publishes. Use cases change a stage only through `moveStage`,
 * and publish what it returns, so a quote never moves, nor announces a move, in a way this table
 * does not list.
 */
const STAGE_MOVES: { [M in StageMove]: StageRule<MoveFacts[M]> } = {
  send: {
    from: DESK_STAGES,
    to: 'quoted',
    refused: (stage) => `Only a requested, quoted or expired quote can be sent; this one is ${stage}`,
    events: (saved, _, { acceptPath }) => {
      const sent = latestRevision(saved);
      return sent ? [quoteSent(saved, sent.document, acceptPath)] : [];
    },
  },
  accept: {
    from: ['quoted'],
    to: 'confirmed',
    refused: notOpen,
    events: (saved, _, { revision, payPath }) =>
      saved.acceptance ? [quoteAccepted(saved, revision, saved.acceptance, payPath)] : [],
  },
  decline: {
    from: ['quoted'],
    to: 'declined',
    refused: notOpen,
    events: (saved, _, { revision }) => [quoteDeclined(saved, revision)],
  },
  expire: {
    from: ['quoted'],
    to: 'expired',
    refused: (stage) => `Only a quote with the customer expires; this one is ${stage}`,
    events: (saved) => {
      const expired = latestRevision(saved);
      return expired ? [quoteExpired(saved, expired)] : [];
    },
  },
  // Every line has its units (a booking goes on showing as confirmed while it is partly out). The
  // customer is told what went out once: not again when the part-dispatch pass already did.
  'go-out': {
    from: ['confirmed', 'out'],
    to: 'out',
    refused: (stage) => `Units go out on a confirmed booking; this quote is ${stage}`,
    field: 'tag',
    events: (saved, before, { nameOf }) => (before.dispatchAnnouncedAt ? [] : [bookingDispatched(saved, nameOf)]),
  },
  settle: {
    from: ['confirmed', 'out'],
    to: 'completed',
    refused: (stage) => `Only a booking settles; this quote is ${stage}`,
    events: (saved, _, { returned, nameOf, owed, refund }) => {
      if (!saved.settlement) return [];
      const money = moneyOfBooking(saved, owed, saved.settlement);
      const settled = bookingSettled(saved, returned, nameOf, saved.settlement, money.totalPence);
      return refund ? [settled, paymentRecorded(saved, refund, money)] : [settled];
    },
  },
  cancel: {
    from: ['confirmed'],
    to: 'cancelled',
    refused: (stage) => `Only a confirmed booking can be cancelled; this quote is ${stage}`,
    events: (saved) => (saved.cancellation ? [bookingCancelled(saved, saved.cancellation)] : []),
  },
  // The customer is sent the booking's pay link, as an accepted quote's confirmation carries one.
  'desk-confirm': {
    from: NOT_OUT,
    to: 'confirmed',
    refused: unitsOut,
    field: 'status',
    events: (saved, before, { linkSecret }) => [
      quoteStatusChanged(saved, before.status, null, bookingPayLink(linkSecret, saved)),
    ],
  },
  'desk-decline': {
    from: NOT_OUT.filter((stage) => stage !== 'confirmed' && stage !== 'completed'),
    to: 'declined',
    refused: unitsOut,
    field: 'status',
    events: statusChanged,
  },
  'desk-cancel': {
    from: ['confirmed', 'completed'],
    to: 'cancelled',
    refused: unitsOut,
    field: 'status',
    events: statusChanged,
  },
  'desk-complete': { from: NOT_OUT, to: 'completed', refused: unitsOut, field: 'status', events: statusChanged },
  'desk-reopen': { from: NOT_OUT, to: 'requested', refused: unitsOut, field: 'status', events: statusChanged },
};

function unitsOut(): string {
  return 'Some of this booking’s units are out; take them back before changing its status';
}

export const canMoveStage = (stage: HireQuoteStage, move: StageMove): boolean => STAGE_MOVES[move].from.includes(stage);

/** A stage change: what it writes (the stage and the spec's status) and what it publishes with the write. */
export interface StageChange {
  changes: Pick<Quote, 'stage' | 'status'>;
  events: StageEvents;
}

/** The facts a move's events need, when it needs any. */
type FactsArg<M extends StageMove> = object extends MoveFacts[M] ? [] : [facts: MoveFacts[M]];

/**
 * The stage (and the spec's status) a move takes the quote to, and the events it publishes, to be
 * written with the change (see AggregateStore.update); CONFLICT from a stage the move does not start from.
 */
export function moveStage<M extends StageMove>(
  quote: Pick<Quote, 'stage'>,
  move: M,
  ...[facts]: FactsArg<M>
): StageChange {
  requireStageMove(quote, move);
  const rule = STAGE_MOVES[move] as StageRule<MoveFacts[M]>;
  return {
    changes: toStage(rule.to),
    events: (saved, before) => rule.events(saved, before, (facts ?? {}) as MoveFacts[M]),
  };
}

/** CONFLICT, before any work, when the quote is in a stage the move does not start from. */
export function requireStageMove(quote: Pick<Quote, 'stage'>, move: StageMove): void {
  const rule = STAGE_MOVES[move];
  if (!rule.from.includes(quote.stage)) throw new Conflict(rule.refused(quote.stage), rule.field);
}

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
