import { listCeiling, quoteNumber, ukCalendarDay, type HireSettings, type QuoteDocument } from '@shop/contracts';
import {
  Conflict,
  idSchema,
  nextId,
  parseInput,
  requireAdmin,
  type AuthContext,
  type Logger,
  type WithLock,
} from '@shop/kit';
import type { Connection } from 'mongoose';
import { draftOf, draftProductIds } from '../domain/quote-draft';
import {
  callForPriceMessage,
  latestRevision,
  moveStage,
  requireNotStarted,
  requireStageMove,
  validUntilFor,
} from '../domain/quote-lifecycle';
import { signedAcceptPath } from '../domain/quote-link';
import type { QuotesModels } from '../models/quotes-models';
import type { HireSettingsStore } from '../../../shared/models/hire-settings';
import type { HireProductView } from '../../../shared/models/product-view';
import type { Quote, QuoteDraft } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { balanceDueDateOf, callForPriceLines, priceQuote } from './price-quote';
import { loadQuote } from './quote-queries';

const MAX_REVISIONS = listCeiling('HireQuote', 'revisions');

export interface SendQuoteDeps {
  connection: Connection;
  models: Pick<QuotesModels, 'Quote' | 'ProductView'>;
  quotes: QuoteStore;
  settings: HireSettingsStore;
  withLock: WithLock;
  clock: () => Date;
  /** Signs the links quote emails carry. */
  linkSecret: string;
  /** Queues the job that expires the revision at the end of its last day. */
  expireLater: (quoteId: number, revision: number, validUntil: string) => Promise<unknown>;
  logger: Logger;
}

/** The document a revision is sent as: the priced draft, numbered and dated, with the customer's details. */
function documentOf(
  quote: Quote,
  draft: QuoteDraft,
  products: ReadonlyMap<number, HireProductView>,
  settings: HireSettings,
  sent: { number: string; revision: number; at: Date; validUntil: string },
): QuoteDocument {
  const { callForPrice: _, ...pricing } = priceQuote(quote, draft, products, settings);
  return {
    ...pricing,
    quoteId: quote.id,
    number: sent.number,
    revision: sent.revision,
    issuedAt: sent.at.toISOString(),
    validUntil: sent.validUntil,
    customer: {
      name: quote.customerName,
      email: quote.customerEmail,
      phone: quote.customerPhone,
      deliveryAddress: quote.deliveryRequired ? quote.deliveryAddress : null,
      deliveryCity: quote.deliveryRequired ? quote.deliveryCity : null,
      deliveryPostalCode: quote.deliveryRequired ? quote.deliveryPostalCode : null,
    },
    balanceDueDate: balanceDueDateOf(draft.startDate, settings, ukCalendarDay(sent.at)),
    damageWaiverExcessPence: settings.damageWaiverExcessPence,
    notes: draft.notes,
  };
}

/**
 * The desk sends its draft as the quote's next revision: refused while any line is "Call for
 * price" or once the hire has started; numbered on first send (Q-YYYY-NNNN, a counter per year);
 * valid until today plus the settings' days but never past the day before the hire starts (UK
 * days); kept with every earlier revision. HireQuoteSent carries the document
 * and the signed link to accept it; a delayed job expires it if unanswered.
 */
export const sendQuote = (deps: SendQuoteDeps) => {
  const { connection, models, quotes, settings, withLock, clock, linkSecret, expireLater, logger } = deps;
  return async (input: { id: unknown }, actor: AuthContext): Promise<Quote> => {
    requireAdmin(actor);
    const id = parseInput(idSchema, input.id, 'id');
    const saved = await withLock(`hire-quote:${id}`, async () => {
      const quote = await loadQuote(models.Quote, id);
      requireStageMove(quote, 'send');
      if (quote.revisions.length >= MAX_REVISIONS) {
        throw new Conflict(`A quote can be sent at most ${MAX_REVISIONS} times; start a new quote`);
      }
      const draft = draftOf(quote);
      if (draft.hireLines.length + draft.fixedLines.length === 0) {
        throw new Conflict('Add at least one line before sending the quote');
      }
      const at = clock();
      const today = ukCalendarDay(at);
      requireNotStarted(draft.startDate, today, 'send');
      const [products, current] = await Promise.all([
        models.ProductView.find({ id: { $in: draftProductIds(draft) } }).lean<HireProductView[]>(),
        settings.read(),
      ]);
      const byId = new Map(products.map((p) => [p.id, p]));
      const unpriced = callForPriceLines(priceQuote(quote, draft, byId, current));
      if (unpriced.length > 0) throw new Conflict(callForPriceMessage(unpriced));

      const number =
        quote.number ??
        quoteNumber(Number(today.slice(0, 4)), await nextId(connection, `quote-numbers-${today.slice(0, 4)}`));
      const revision = (latestRevision(quote)?.revision ?? 0) + 1;
      const validUntil = validUntilFor(today, current.quoteValidityDays, draft.startDate);
      const document = documentOf(quote, draft, byId, current, { number, revision, at, validUntil });
      const quoted = moveStage(quote, 'send', {
        acceptPath: signedAcceptPath(linkSecret, id, { revision, validUntil }),
      });
      return (await quotes.update(
        { id },
        () => ({
          ...quoted.changes,
          number,
          revisions: [...quote.revisions, { revision, sentAt: at, validUntil, document, draft }],
        }),
        quoted.events,
        { expectedVersion: quote.version },
      )) as Quote;
    });
    const { revision, validUntil } = latestRevision(saved)!;
    // The sweep expires it anyway should the job be lost.
    await expireLater(id, revision, validUntil).catch((err) =>
      logger.warn({ err, quoteId: id }, 'quote expiry job not queued'),
    );
    return saved;
  };
};
