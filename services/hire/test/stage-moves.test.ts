import { HIRE_QUOTE_STAGES, type HireQuoteStage } from '@shop/contracts';
import { Conflict } from '@shop/kit';
import {
  canMoveStage,
  deskMoveFor,
  moveStage,
  type MoveFacts,
  type StageMove,
} from '../src/modules/quotes/domain/quote-lifecycle';
import type { HirePayment, Quote, QuoteRevision } from '../src/modules/quotes/models/quote';

const at = (stage: HireQuoteStage) => ({ stage });

const revision = {
  revision: 2,
  validUntil: '2026-12-10',
  document: { number: 'Q-2026-0007', revision: 2, totalPence: 96_360, bookingDepositPence: 24_090 },
} as unknown as QuoteRevision;

/** A quote as a move's events read it: its customer, dates, latest revision and what the move recorded. */
const quote = (stage: HireQuoteStage, extra: Partial<Quote> = {}): Quote =>
  ({
    id: 7,
    number: 'Q-2026-0007',
    userId: 3,
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    startDate: new Date('2026-12-11T00:00:00.000Z'),
    endDate: new Date('2026-12-20T00:00:00.000Z'),
    stage,
    status: 'pending',
    revisions: [revision],
    units: [],
    payments: [],
    acceptance: null,
    decline: null,
    cancellation: null,
    settlement: null,
    dispatchAnnouncedAt: null,
    ...extra,
  }) as unknown as Quote;

const paid = { id: 8, kind: 'payment', amountPence: 113_860, method: 'card' } as HirePayment;
const refund = { id: 9, kind: 'refund', amountPence: 4_500, method: 'bank-transfer' } as HirePayment;
const settlement = {
  damagePence: 8_500,
  latePence: 0,
  chargesPence: 8_500,
  depositHeldPence: 13_000,
  depositUsedPence: 8_500,
  refundPence: 4_500,
  owedPence: 0,
  at: new Date('2026-12-21T10:00:00.000Z'),
} as Quote['settlement'];

const FACTS: { [M in StageMove]: MoveFacts[M] } = {
  send: { acceptPath: '/hire/quotes/7/accept?sig=x' },
  accept: { revision, payPath: '/hire/quotes/1?token=2.2026-12-07.sig&pay=deposit' },
  decline: { revision },
  expire: {},
  'go-out': { nameOf: () => 'Festoon kit' },
  settle: {
    returned: [],
    nameOf: () => 'Festoon kit',
    owed: {
      totalPence: 96_360,
      bookingDepositPence: 24_090,
      balanceDueDate: '2026-12-04',
      securityDepositPence: 13_000,
    },
    refund,
  },
  cancel: {},
  'desk-confirm': { linkSecret: 'test-only-quote-link-secret' },
  'desk-decline': {},
  'desk-cancel': {},
  'desk-complete': {},
  'desk-reopen': {},
};

/** What each move records beside the stage, as its use case writes it. */
const RECORDED: Partial<Record<StageMove, Partial<Quote>>> = {
  accept: { acceptance: { name: 'Ada Lovelace', at: new Date('2026-11-30T09:00:00.000Z'), ip: null, revision: 2 } },
  decline: { decline: { reason: 'Too dear', at: new Date(), by: 'customer' } },
  'desk-decline': { decline: { reason: 'Dates taken', at: new Date(), by: 'desk' } },
  cancel: {
    cancellation: {
      reason: null,
      at: new Date(),
      band: 'full-refund',
      feePence: 0,
      refundPence: 24_090,
      owedPence: 0,
    } as unknown as Quote['cancellation'],
  },
  settle: { settlement, payments: [paid, refund] },
};

/** Moves `from` a stage and builds the events from the quote as its use case saves it. */
function moved(move: StageMove, from: HireQuoteStage) {
  const before = quote(from);
  const change = (moveStage as (q: Quote, m: StageMove, f: unknown) => ReturnType<typeof moveStage>)(
    before,
    move,
    FACTS[move],
  );
  const saved = { ...before, ...RECORDED[move], ...change.changes };
  return { ...change.changes, events: change.events(saved, before) };
}

describe('the quote lifecycle table', () => {
  it.each<[StageMove, HireQuoteStage[], HireQuoteStage, 'pending' | 'approved' | 'rejected' | 'completed', string[]]>([
    ['send', ['requested', 'quoted', 'expired'], 'quoted', 'pending', ['HireQuoteSent']],
    ['accept', ['quoted'], 'confirmed', 'approved', ['HireQuoteAccepted']],
    ['decline', ['quoted'], 'declined', 'rejected', ['HireQuoteDeclined']],
    ['expire', ['quoted'], 'expired', 'rejected', ['HireQuoteExpired']],
    ['go-out', ['confirmed', 'out'], 'out', 'approved', ['HireBookingDispatched']],
    ['settle', ['confirmed', 'out'], 'completed', 'completed', ['HireBookingSettled', 'HirePaymentRecorded']],
    ['cancel', ['confirmed'], 'cancelled', 'rejected', ['HireBookingCancelled']],
    ['desk-confirm', HIRE_QUOTE_STAGES.filter((s) => s !== 'out'), 'confirmed', 'approved', ['HireQuoteStatusChanged']],
    [
      'desk-decline',
      ['requested', 'quoted', 'declined', 'expired', 'cancelled'],
      'declined',
      'rejected',
      ['HireQuoteStatusChanged'],
    ],
    ['desk-cancel', ['confirmed', 'completed'], 'cancelled', 'rejected', ['HireQuoteStatusChanged']],
    [
      'desk-complete',
      HIRE_QUOTE_STAGES.filter((s) => s !== 'out'),
      'completed',
      'completed',
      ['HireQuoteStatusChanged'],
    ],
    ['desk-reopen', HIRE_QUOTE_STAGES.filter((s) => s !== 'out'), 'requested', 'pending', ['HireQuoteStatusChanged']],
  ])(
    '%s moves a quote from %j to %s (the spec’s %s), publishing %j, and from nowhere else',
    (move, from, to, status, events) => {
      for (const stage of HIRE_QUOTE_STAGES) {
        if (from.includes(stage)) {
          expect(canMoveStage(stage, move)).toBe(true);
          const { events: published, ...changes } = moved(move, stage);
          expect(changes).toEqual({ stage: to, status });
          expect(published.map((e) => e.type)).toEqual(events);
        } else {
          expect(canMoveStage(stage, move)).toBe(false);
          expect(() => moved(move, stage)).toThrow(Conflict);
        }
      }
    },
  );

  it('builds each event from the quote as saved and the move’s facts', () => {
    const [sent] = moved('send', 'requested').events;
    expect(sent.data).toMatchObject({ quoteId: 7, acceptPath: '/hire/quotes/7/accept?sig=x' });
    const [accepted] = moved('accept', 'quoted').events;
    expect(accepted.data).toMatchObject({
      number: 'Q-2026-0007',
      revision: 2,
      acceptedByName: 'Ada Lovelace',
      totalPence: 96_360,
    });
    expect(moved('decline', 'quoted').events[0].data).toMatchObject({ revision: 2, reason: 'Too dear' });
    expect(moved('cancel', 'confirmed').events[0].data).toMatchObject({ refundPence: 24_090, feePence: 0 });
    const [settled, refunded] = moved('settle', 'out').events;
    expect(settled.data).toMatchObject({ damagePence: 8_500, refundPence: 4_500, totalPence: 104_860 });
    expect(refunded.data).toMatchObject({ amountPence: 4_500, balancePence: -4_500 });
    expect(moved('desk-decline', 'quoted').events[0].data).toMatchObject({
      from: 'pending',
      to: 'rejected',
      reason: 'Dates taken',
    });
    expect(moved('desk-complete', 'confirmed').events[0].data).toMatchObject({ to: 'completed', reason: null });
  });

  it('tells the customer what went out once: not when the part-dispatch pass already did', () => {
    const before = quote('confirmed', { dispatchAnnouncedAt: new Date('2026-12-12T08:00:00.000Z') });
    const out = moveStage(before, 'go-out', FACTS['go-out']);
    expect(out.events({ ...before, ...out.changes }, before)).toEqual([]);
  });

  it('publishes no refund when the settlement leaves nothing to give back', () => {
    const before = quote('out');
    const settling = moveStage(before, 'settle', { ...FACTS.settle, refund: null });
    const saved = { ...before, settlement, ...settling.changes };
    expect(settling.events(saved, before).map((e) => e.type)).toEqual(['HireBookingSettled']);
  });

  it('refuses in the words the caller reads', () => {
    expect(() => moveStage(at('declined'), 'accept', FACTS.accept)).toThrow('This quote was declined');
    expect(() => moveStage(at('requested'), 'decline', { revision })).toThrow('This quote has not been sent yet');
    expect(() => moveStage(at('completed'), 'cancel')).toThrow(
      'Only a confirmed booking can be cancelled; this quote is completed',
    );
  });

  it("takes the desk's status: a rejection declines a quote and cancels a booking, and nothing moves while units are out", () => {
    expect(moveStage(at('quoted'), deskMoveFor('quoted', 'rejected')).changes.stage).toBe('declined');
    expect(moveStage(at('confirmed'), deskMoveFor('confirmed', 'rejected')).changes.stage).toBe('cancelled');
    expect(moveStage(at('declined'), deskMoveFor('declined', 'approved')).changes.stage).toBe('confirmed');
    expect(moveStage(at('completed'), deskMoveFor('completed', 'pending')).changes.stage).toBe('requested');
    for (const status of ['approved', 'rejected', 'completed', 'pending'] as const) {
      expect(() => moveStage(at('out'), deskMoveFor('out', status))).toThrow(
        'Some of this booking’s units are out; take them back before changing its status',
      );
    }
  });
});
