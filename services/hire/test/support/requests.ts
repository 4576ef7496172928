import { DEFAULT_HIRE_CEILINGS, addUkDays, ukCalendarDay } from '@shop/contracts';
import { createLogger, idempotencyKeys } from '@shop/kit';
import { addQuoteItem } from '../../src/application/add-quote-item';
import { announceQuote } from '../../src/application/announce-quote';
import { createQuote } from '../../src/application/create-quote';
import { submitQuote } from '../../src/application/submit-quote';
import { quoteStore } from '../../src/models/quote-store';
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

/** The customer's use cases on one replica, with the quiet-period jobs they queue recorded rather than run. */
export function customerUseCases(replica: Replica, { itemsWindowMs = 30 * 60_000 } = {}) {
  const quotes = quoteStore(replica.models.Quote, () => {});
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
    submitQuote: submitQuote(replica.models, announce),
    announce,
  };
}
