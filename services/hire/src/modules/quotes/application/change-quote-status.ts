import { hireQuoteDeclineSchema, hireQuoteStatusSchema, ukCalendarDay, type HireQuoteStage } from '@shop/contracts';
import { Conflict, idSchema, parseInput, requireAdmin, type AuthContext, type WithLock } from '@shop/kit';
import { z } from 'zod';
import { unitsStillOut } from '../domain/floor';
import { bookingOf, draftOf, draftProductIds } from '../domain/quote-draft';
import { deskMoveFor, latestRevision, moveStage } from '../domain/quote-lifecycle';
import type { QuotesModels } from '../models/quotes-models';
import type { CommitmentStore } from '../../planning';
import type { HireSettingsStore } from '../../../shared/models/hire-settings';
import type { HireProductView } from '../../../shared/models/product-view';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { bookedPriceOf } from './price-quote';
import { loadQuote } from './quote-queries';

const overrideSchema = z.boolean({ error: 'override must be true or false' }).nullish();

export interface ChangeQuoteStatusDeps {
  models: Pick<QuotesModels, 'Quote' | 'ProductView'>;
  quotes: QuoteStore;
  commitments: CommitmentStore;
  /** The pricing settings a booking confirmed from the desk's draft is priced with. */
  settings: HireSettingsStore;
  withLock: WithLock;
  /** What time the desk works to (see clock.ts). */
  clock: () => Date;
  /** Queues the reminder emails of a booking just confirmed. */
  remindLater?: (booking: Quote) => Promise<void>;
  /** Signs the pay link the confirmation's email carries, as an accepted quote's is signed. */
  linkSecret: string;
}

/**
 * The hire desk sets a quote's status (any of the four from any), as the spec's clients do; each
 * moves the quote's stage (see deskMoveFor). Approving books the latest revision sent (or the draft,
 * when none was), freezing its price (see bookedPrice), and commits its units for its dates: CONFLICT naming each short line, unless the
 * admin confirmed the override, which is recorded. Leaving approved gives the units back. Only
 * HireQuoteStatusChanged is published, as before stages; a confirmation's carries the booking's pay
 * link, so the customer's email lets them pay online as an accepted quote's does (a booking never
 * sent has a link of its own). While any of a booking's units are out (partly or wholly
 * dispatched) its status stays: the units come back through a return first.
 */
export function changeQuoteStatus({
  models: { Quote, ProductView },
  quotes,
  commitments,
  settings,
  withLock,
  clock,
  remindLater,
  linkSecret,
}: ChangeQuoteStatusDeps) {
  /**
   * What the booking costs from now on: frozen when it is first confirmed or completed, however it
   * got there, and kept until it goes back to the desk (pending), so no later rate change moves it.
   */
  async function bookedPrice(quote: Quote, stage: HireQuoteStage, now: Date): Promise<Partial<Pick<Quote, 'booked'>>> {
    if (stage === 'requested') return { booked: null };
    if (quote.booked || (stage !== 'confirmed' && stage !== 'completed')) return {};
    const sent = latestRevision(quote);
    const [products, current] = await Promise.all([
      sent ? [] : ProductView.find({ id: { $in: draftProductIds(draftOf(quote)) } }).lean<HireProductView[]>(),
      settings.read(),
    ]);
    const byId = new Map(products.map((p) => [p.id, p]));
    return { booked: bookedPriceOf(quote, sent, byId, current, ukCalendarDay(now)) };
  }

  async function setStatus(
    quote: Quote,
    status: Quote['status'],
    override: boolean,
    reason: string | null,
    adminId: number,
  ): Promise<Quote> {
    const move = deskMoveFor(quote.stage, status);
    const moved = move === 'desk-confirm' ? moveStage(quote, move, { linkSecret }) : moveStage(quote, move);
    const { stage } = moved.changes;
    const now = clock();
    const booking = stage === 'confirmed' ? bookingOf(quote, latestRevision(quote)?.draft ?? draftOf(quote), now) : {};
    const price = await bookedPrice(quote, stage, now);
    const write = (overcommitOverride?: Quote['overcommitOverride']) =>
      quotes.update(
        { id: quote.id },
        () => ({
          ...moved.changes,
          ...booking,
          ...price,
          ...(stage === 'declined' && { decline: { reason, at: now, by: 'desk' as const } }),
          ...(overcommitOverride && { overcommitOverride }),
        }),
        moved.events,
        // The lines and dates checked are the ones approved: a line added meanwhile is a CONFLICT.
        { expectedVersion: quote.version },
      ) as Promise<Quote>;

    if (status === 'approved') {
      const confirmed = await commitments.approve({ ...quote, ...booking }, override, (shortfalls) =>
        write(shortfalls.length > 0 ? { by: adminId, at: now, shortfalls } : undefined),
      );
      await remindLater?.(confirmed);
      return confirmed;
    }
    const saved = await write();
    if (quote.status === 'approved') await commitments.release(saved);
    return saved;
  }

  return async (
    input: { id: unknown; status: unknown; override?: unknown; reason?: unknown },
    actor: AuthContext,
  ): Promise<Quote> => {
    const admin = requireAdmin(actor);
    const id = parseInput(idSchema, input.id, 'id');
    const status = parseInput(hireQuoteStatusSchema, input.status, 'status');
    const override = parseInput(overrideSchema, input.override, 'override') ?? false;
    // Kept only when the quote is declined: the customer reads it on their quote and in the email.
    const { reason } = parseInput(hireQuoteDeclineSchema, { reason: input.reason });
    // One status change per quote at a time, so an approval and a release cannot interleave.
    return withLock(`hire-quote:${id}`, async () => {
      const quote = await loadQuote(Quote, id);
      if (quote.status === status) return quote;
      if (unitsStillOut(quote).length > 0) {
        throw new Conflict('Some of this booking’s units are out; take them back before changing its status', 'status');
      }
      return setStatus(quote, status, override, reason, admin.id);
    });
  };
}
