import { DEFAULT_HIRE_CEILINGS, addUkDays, ukCalendarDay } from '@shop/contracts';
import { createLogger, idempotencyKeys } from '@shop/kit';
import { addQuoteItem } from '../../src/modules/quotes/application/add-quote-item';
import { announceQuote } from '../../src/modules/quotes/application/announce-quote';
import { createQuote } from '../../src/modules/quotes/application/create-quote';
import { quoteQueries } from '../../src/modules/quotes/application/quote-queries';
import { submitQuote } from '../../src/modules/quotes/application/submit-quote';
import { hireSettingsStore } from '../../src/shared/models/hire-settings';
import { quoteStore } from '../../src/modules/quotes/models/quote-store';
import { LINK_SECRET } from './desk';
import type { Replica } from './store';

/** A UK day this many days from today, YYYY-MM-DD. */
export const daysAhead = (days: number): string => addUkDays(ukCalendarDay(new Date()), days);

/** A quote request as the shop's form sends it: a four-day hire a month ahead. */
export const request = (extra: Record<string, unknown> = {}) => ({
  customerName: 'Alex Hirer',
  customerEmail: 'alex@example.co.uk',
  startDate: daysAhead(30),
  endDate: daysAhead(34),
  ...extra,
});

/**
 * The customer's use cases and reads on one replica, with the quiet-period jobs they queue recorded
 * rather than run; links are checked against the desk's secret (support/desk.ts) on the clock's day.
 */
export function customerUseCases(replica: Replica, { itemsWindowMs = 30 * 60_000, clock = () => new Date() } = {}) {
  const quotes = quoteStore(replica.models.Quote, () => {});
  const linkCheck = () => ({ secret: LINK_SECRET, today: ukCalendarDay(clock()) });
  const settling: number[] = [];
  const announce = announceQuote(replica.models, quotes);
  const keys = idempotencyKeys(replica.connection);
  return {
    settling,
    createQuote: createQuote({
      connection: replica.connection,
      models: replica.models,
      quotes,
      idempotencyKeys: keys,
      ceilings: DEFAULT_HIRE_CEILINGS,
      tokenSecret: 'test-quote-token-secret',
      settleLater: async (quoteId) => settling.push(quoteId),
      logger: createLogger('hire-test', 'silent'),
    }),
    addQuoteItem: addQuoteItem({
      connection: replica.connection,
      models: replica.models,
      quotes,
      idempotencyKeys: keys,
      itemsWindowMs,
    }),
    submitQuote: submitQuote(replica.models, announce, linkCheck),
    reads: quoteQueries(replica.models, hireSettingsStore(replica.models.HireSettings), linkCheck),
    announce,
  };
}
