import { AggregateStore, type Written } from '@shop/kit';
import type { Model } from 'mongoose';
import type { Quote } from './quote';

/** Quotes are written through here: versioned, with their events, then relayed. */
export const quoteStore = (Quote: Model<Quote>, committed: (written?: Written) => void) =>
  new AggregateStore(Quote, {
    changedMessage: 'This quote was changed by someone else; reload to see its current state',
    committed,
  });

export type QuoteStore = ReturnType<typeof quoteStore>;
