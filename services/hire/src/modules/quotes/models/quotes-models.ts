import type { Connection } from 'mongoose';
import type { SharedModels } from '../../../shared/models/shared-models';
import { quoteModel } from './quote';

/** The quotes module's own collections. */
export const quotesModels = (connection: Connection) => ({ Quote: quoteModel(connection) });

/** What the quotes module reads and writes: its quotes, and the shared views (never fleet's or planning's collections). */
export type QuotesModels = ReturnType<typeof quotesModels> & SharedModels;
