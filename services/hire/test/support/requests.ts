import { createLogger, idempotencyKeys } from '@shop/kit';
import { addQuoteItem } from '../../src/application/add-quote-item';
import { announceQuote } from '../../src/application/announce-quote';
import { createQuote } from '../../src/application/create-quote';
import { submitQuote } from '../../src/application/submit-quote';
import { quoteStore } from '../../src/models/quote-store';
import type { Replica } from './store';

/** A quote request as the shop's form sends it. */
export const request = (extra: Record<string, unknown> = {}) => ({
  customerName: 'Alex Hirer',
  customerEmail: 'alex@example.co.uk',
  startDate: '2030-06-01',
  endDate: '2030-06-05',
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
