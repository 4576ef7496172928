import { refundMethodSchema, unitReturnsSchema } from '@shop/contracts';
import { Conflict, idSchema, nextId, parseInput, requireAdmin, type AuthContext, type WithLock } from '@shop/kit';
import type { Connection } from 'mongoose';
import type { UnitMoves } from '../../fleet';
import { unitsReturned } from '../events/published';
import type { QuotesModels } from '../models/quotes-models';
import type { CommitmentStore } from '../../planning';
import type { HireSettingsStore } from '../../../shared/models/hire-settings';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { productNamer, productViewsWithParts } from '../../../shared/application/product-views';
import { loadQuote } from './quote-queries';
import type { RefundSecurityDeposits } from './refund-security-deposit';
import { settledBooking, type SettleContext } from './settle-booking';
import type { StageEvents } from '../domain/quote-lifecycle';
import { isReadyToSettle } from '../domain/floor';

export interface ReturnUnitsDeps {
  connection: Connection;
  models: Pick<QuotesModels, 'Quote' | 'ProductView'>;
  quotes: QuoteStore;
  commitments: Pick<CommitmentStore, 'release'>;
  fleet: UnitMoves;
  settings: HireSettingsStore;
  withLock: WithLock;
  clock: () => Date;
  lateGraceHours: number;
  /** Sends a settled booking's security deposit paid online back to its card. */
  refundDeposits: Pick<RefundSecurityDeposits, 'askFor'>;
}

/**
 * The desk takes units back from a booking, each with its condition (ok, damaged, missing), a
 * note and, for damage or loss, a charge. Damaged units go to repair and missing ones are retired,
 * so both leave the product's availability. Once every unit dispatched is back and no more will go out
 * (see isReadyToSettle) the booking completes: its
 * charges (damage, loss, the late charge) are settled from the security deposit first; what is left
 * goes back to the card it was paid with online (through payments, recorded by the refund's webhook),
 * or else is recorded as a refund payment by the desk's method.
 */
export const returnUnits =
  ({
    connection,
    models: { Quote, ProductView },
    quotes,
    commitments,
    fleet,
    settings,
    withLock,
    clock,
    lateGraceHours,
    refundDeposits,
  }: ReturnUnitsDeps) =>
  async (input: { id: unknown; returns: unknown; refundMethod?: unknown }, actor: AuthContext): Promise<Quote> => {
    const admin = requireAdmin(actor);
    const id = parseInput(idSchema, input.id, 'id');
    const returns = parseInput(unitReturnsSchema, input.returns, 'returns');
    const refundMethod = parseInput(refundMethodSchema, input.refundMethod, 'refundMethod');
    return withLock(`hire-quote:${id}`, async () => {
      const quote = await loadQuote(Quote, id);
      for (const { tag } of returns) {
        const booked = quote.units.find((u) => u.tag === tag);
        if (!booked) throw new Conflict(`${tag} is not out on this booking`, 'tag');
        if (booked.returnedAt) throw new Conflict(`${tag} is already back`, 'tag');
      }
      const at = clock();
      const touched = new Set<number>();
      for (const back of returns) {
        const moved = await fleet.takeBack(
          back.tag,
          { condition: back.condition, chargePence: back.condition === 'ok' ? 0 : back.charge, note: back.note },
          { byUserId: admin.id, quoteId: id, at },
        );
        touched.add(moved.productId);
      }
      for (const productId of touched) await fleet.recount(productId);

      const products = await productViewsWithParts(
        ProductView,
        quote.items.map((i) => i.productId),
      );
      const ctx: SettleContext = {
        products,
        settings: await settings.read(),
        at,
        lateGraceHours,
        refund: { id: await nextId(connection, 'hire_payments'), method: refundMethod, byUserId: admin.id },
      };
      const byTag = new Map(returns.map((r) => [r.tag, r]));
      let settling: StageEvents | null = null;
      const saved = (await quotes.update(
        { id },
        (latest) => {
          const next = latest.units.map((u) => {
            const back = byTag.get(u.tag);
            if (!back || u.returnedAt) return u;
            const chargePence = back.condition === 'ok' ? 0 : back.charge;
            return { ...u, returnedAt: at, condition: back.condition, note: back.note, chargePence };
          });
          const returned = { ...latest, units: next };
          settling = null;
          if (!isReadyToSettle(returned, (productId) => products.get(productId)?.kitParts, at)) return { units: next };
          const settled = settledBooking(
            returned,
            ctx,
            next.filter((u) => byTag.has(u.tag)),
          );
          settling = settled.events;
          return settled.update;
        },
        (done, before) => {
          // The customer is told what came back, or with the last units how the hire settled.
          if (settling) return settling(done, before);
          const back = done.units.filter((u) => byTag.has(u.tag));
          return [unitsReturned(done, back, productNamer(products))];
        },
      )) as Quote;
      // Complete: its hold on availability goes now, not at the next reconcile; a deposit paid by card goes back.
      if (saved.stage === 'completed') {
        await commitments.release(saved);
        await refundDeposits.askFor(saved);
      }
      return saved;
    });
  };
