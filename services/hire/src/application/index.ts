import type { Logger, ServiceRuntime, WithLock } from '@shop/kit';
import type { Connection } from 'mongoose';
import type { HireConfig } from '../config';
import type { HireModels } from '../models';
import type { CommitmentStore } from '../models/commitment-store';
import type { QuoteStore } from '../models/quote-store';
import { addQuoteItem } from './add-quote-item';
import { announceQuote } from './announce-quote';
import { availabilityQueries } from './availability-queries';
import { changeQuoteStatus } from './change-quote-status';
import { createQuote } from './create-quote';
import { mirrorProduct } from './mirror-product';
import { quietQuotes } from './quiet-quotes';
import { quoteQueries } from './quote-queries';
import { submitQuote } from './submit-quote';

export interface HireDeps {
  connection: Connection;
  models: HireModels;
  quotes: QuoteStore;
  commitments: CommitmentStore;
  withLock: WithLock;
  /** Runs the delayed quiet-period checks. */
  runtime: Pick<ServiceRuntime, 'jobQueue'>;
  logger: Logger;
  config: Pick<HireConfig, 'QUOTE_ITEMS_WINDOW_MINUTES' | 'QUOTE_QUIET_MS'>;
}

/**
 * The hire desk's use cases and reads, wired to their stores once: what the resolvers, the event
 * handlers and housekeeping call. Each use case takes the raw input and the caller, and answers records.
 */
export function hireApplication(deps: HireDeps) {
  const { models, quotes, commitments, config } = deps;
  const announce = announceQuote(models, quotes);
  const quiet = quietQuotes(deps.runtime, models, announce, config.QUOTE_QUIET_MS);
  return {
    createQuote: createQuote({ ...deps, settleLater: quiet.settleLater }),
    addQuoteItem: addQuoteItem({ ...deps, itemsWindowMs: config.QUOTE_ITEMS_WINDOW_MINUTES * 60_000 }),
    submitQuote: submitQuote(models, announce),
    changeQuoteStatus: changeQuoteStatus(deps),
    mirrorProduct: mirrorProduct(models),
    announceQuiet: quiet.announceQuiet,
    reconcileCommitments: () => commitments.reconcile(),
    quotes: quoteQueries(models),
    availability: availabilityQueries(models, commitments),
  };
}

export type HireApplication = ReturnType<typeof hireApplication>;
