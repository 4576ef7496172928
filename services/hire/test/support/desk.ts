import { DEFAULT_HIRE_CEILINGS } from '@shop/contracts';
import { createLogger } from '@shop/kit';
import { acceptQuote } from '../../src/modules/quotes/application/accept-quote';
import { cancelBooking } from '../../src/modules/quotes/application/cancel-booking';
import { declineQuote } from '../../src/modules/quotes/application/decline-quote';
import { recordPayment } from '../../src/modules/quotes/application/record-payment';
import { saveQuoteDraft } from '../../src/modules/quotes/application/save-quote-draft';
import { sendQuote } from '../../src/modules/quotes/application/send-quote';
import { hireSettingsStore } from '../../src/shared/models/hire-settings';
import type { Quote } from '../../src/modules/quotes/models/quote';
import { quoteStore } from '../../src/modules/quotes/models/quote-store';
import { testUser } from '@shop/kit/testing';
import type { Replica } from './store';

export const LINK_SECRET = 'test-only-quote-link-secret';

/** A clock the test moves: it starts at `start` and `advanceDays` moves it on. */
export function testClock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    advanceDays: (days: number) => {
      now = new Date(now.getTime() + days * 86_400_000);
    },
  };
}

/** The priced-quote use cases wired to one replica as the application wires them, with a test clock. */
export function deskOn(replica: Replica, clock: () => Date) {
  const deps = {
    ...replica,
    quotes: quoteStore(replica.models.Quote, () => {}),
    settings: hireSettingsStore(replica.models.HireSettings),
    clock,
    linkSecret: LINK_SECRET,
    logger: createLogger('hire-test', 'silent'),
    expireLater: jest.fn(async () => undefined),
    ceilings: DEFAULT_HIRE_CEILINGS,
  };
  return {
    deps,
    saveDraft: saveQuoteDraft(deps),
    send: sendQuote(deps),
    accept: acceptQuote(deps),
    decline: declineQuote(deps),
    cancel: cancelBooking(deps),
    pay: recordPayment(deps),
  };
}

export const admin = { user: testUser('admin', 1) };
export const anyone = { user: null, quoteTokens: [] };

/** The events in a quote's outbox, oldest first. */
export const outboxOf = async (replica: Replica, quoteId: number) =>
  (await replica.models.Quote.findOne({ id: quoteId }).lean<Quote>())!.pendingEvents;

export const eventTypesOf = async (replica: Replica, quoteId: number) =>
  (await outboxOf(replica, quoteId)).map((e) => e.type);

/** The token of the link the latest HireQuoteSent event carries. */
export async function linkTokenOf(replica: Replica, quoteId: number): Promise<string> {
  const sent = (await outboxOf(replica, quoteId)).filter((e) => e.type === 'HireQuoteSent').at(-1);
  const path = (sent!.data as { acceptPath: string }).acceptPath;
  return new URL(path, 'http://shop.test').searchParams.get('token')!;
}
