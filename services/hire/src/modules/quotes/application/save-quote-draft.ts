import { hireQuoteDraftSchemaFor, type HireCeilings } from '@shop/contracts';
import { Conflict, Invalid, idSchema, nextId, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { DESK_STAGES } from '../domain/quote-lifecycle';
import { draftOf } from '../domain/quote-draft';
import type { QuotesModels } from '../models/quotes-models';
import type { Quote, QuoteDraft } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { loadQuote } from './quote-queries';

const versionSchema = z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).nullish();

export interface SaveQuoteDraftDeps {
  connection: Connection;
  models: Pick<QuotesModels, 'Quote' | 'ProductView'>;
  quotes: QuoteStore;
  /** How long a hire may last and how far ahead it may start. */
  ceilings: HireCeilings;
}

/**
 * The desk saves its draft of a quote (the whole of it): dates, hire lines with quantities and rates
 * for this quote, fixed lines, discount, damage waiver and notes, and when given its delivery and
 * installation, which replace the request's (the draft is priced with them). A quote already sent
 * keeps its sent revision until the desk sends again. CONFLICT when the quote changed since `expectedVersion`.
 */
export const saveQuoteDraft = ({
  connection,
  models: { Quote, ProductView },
  quotes,
  ceilings,
}: SaveQuoteDraftDeps) => {
  const draftSchema = hireQuoteDraftSchemaFor(ceilings);
  return async (
    input: { id: unknown; draft: unknown; expectedVersion?: unknown },
    actor: AuthContext,
  ): Promise<Quote> => {
    requireAdmin(actor);
    const id = parseInput(idSchema, input.id, 'id');
    const expectedVersion = parseInput(versionSchema, input.expectedVersion, 'expectedVersion') ?? undefined;
    const draft = parseInput(draftSchema, input.draft);
    const productIds = [...new Set(draft.hireLines.map((line) => line.productId))];
    const hireProducts = await ProductView.find({ id: { $in: productIds }, isHireItem: true, deleted: false }).lean();
    const missing = productIds.filter((productId) => !hireProducts.some((p) => p.id === productId));
    if (missing.length > 0) {
      throw new Invalid(`hireLines: product ${missing.join(', ')} is not available for hire`, 'hireLines');
    }
    await loadQuote(Quote, id);

    return (await quotes.update(
      { id },
      async (current) => {
        if (!DESK_STAGES.includes(current.stage)) {
          throw new Conflict(`Only a requested, quoted or expired quote can be edited; this one is ${current.stage}`);
        }
        // A line keeps its id when it names one of the draft's lines; any other is new.
        const known = new Set([...draftOf(current).hireLines, ...draftOf(current).fixedLines].map((line) => line.id));
        const fresh = [...draft.hireLines, ...draft.fixedLines].filter((line) => !line.id || !known.has(line.id));
        let next = fresh.length > 0 ? await nextId(connection, 'quote_items', fresh.length) : 0;
        const idOf = (line: { id?: number | null }) => (line.id && known.has(line.id) ? line.id : next++);
        const saved: QuoteDraft = {
          startDate: draft.startDate,
          endDate: draft.endDate,
          hireLines: draft.hireLines.map((line) => ({ ...line, id: idOf(line) })),
          fixedLines: draft.fixedLines.map(({ unitPrice, ...line }) => ({
            ...line,
            id: idOf(line),
            unitPence: unitPrice,
          })),
          discount: draft.discount,
          damageWaiver: draft.damageWaiver,
          notes: draft.notes,
        };
        // Delivery and installation are the quote's own: the price, the revision sent and the booking all follow them.
        return { draft: saved, ...draft.delivery };
      },
      () => [],
      { expectedVersion },
    )) as Quote;
  };
};
