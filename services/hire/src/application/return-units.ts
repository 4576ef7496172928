import { refundMethodSchema, unitReturnsSchema, ukCalendarDay, type ReturnCondition } from '@shop/contracts';
import { Conflict, idSchema, nextId, parseInput, requireAdmin, type AuthContext, type WithLock } from '@shop/kit';
import type { Connection } from 'mongoose';
import { moneyOfBooking, paidPence } from '../domain/booking';
import { floorCharges, waiverExcessOf } from '../domain/floor';
import { toStage } from '../domain/quote-lifecycle';
import { isReadyToSettle, settle } from '../domain/return-settlement';
import { refusalOf, type UnitMove } from '../domain/units';
import { bookingSettled, paymentRecorded, unitsReturned } from '../events/published';
import type { HireModels } from '../models';
import type { HireSettingsStore } from '../models/hire-settings';
import type { HirePayment, Quote, QuoteSettlement } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import type { UnitStore } from '../models/unit-store';
import { owedFor } from './price-quote';
import { productViewsWithParts } from './product-views';
import { loadQuote } from './quote-queries';

/** What each condition does to the unit: ok back on the shelf, damaged to repair, missing retired. */
const MOVE_OF: Record<ReturnCondition, UnitMove> = { ok: 'return', damaged: 'return-damaged', missing: 'lose' };

export interface ReturnUnitsDeps {
  connection: Connection;
  models: Pick<HireModels, 'Quote' | 'ProductView'>;
  quotes: QuoteStore;
  units: UnitStore;
  settings: HireSettingsStore;
  withLock: WithLock;
  clock: () => Date;
  lateGraceHours: number;
}

/**
 * The desk takes units back from a booking, each with its condition (ok, damaged, missing), a
 * note and, for damage or loss, a charge. Damaged units go to repair and missing ones are retired,
 * so both leave the product's availability. Once every unit dispatched is back and no more will go out
 * (see isReadyToSettle) the booking completes: its
 * charges (damage, loss, the late charge) are settled from the security deposit first and the
 * refund of what is left is recorded as a refund payment.
 */
export const returnUnits =
  ({
    connection,
    models: { Quote, ProductView },
    quotes,
    units,
    settings,
    withLock,
    clock,
    lateGraceHours,
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
        const move = MOVE_OF[back.condition];
        const moved = await units.move(
          back.tag,
          move,
          {
            quoteId: null,
            quoteNumber: null,
            note: back.note,
            retiredReason: back.condition === 'missing' ? 'missing' : null,
          },
          { quoteId: id },
        );
        if (!moved) throw new Conflict(refusalOf((await units.byTag(back.tag))!, move), 'tag');
        touched.add(moved.productId);
      }
      for (const productId of touched) await units.locked(productId, () => units.count(productId));

      const products = await productViewsWithParts(
        ProductView,
        quote.items.map((i) => i.productId),
      );
      const current = await settings.read();
      const refundId = await nextId(connection, 'hire_payments');
      let refund: HirePayment | null = null;
      const saved = (await quotes.update(
        { id },
        (latest) => {
          const byTag = new Map(returns.map((r) => [r.tag, r]));
          const next = latest.units.map((u) => {
            const back = byTag.get(u.tag);
            if (!back || u.returnedAt) return u;
            const chargePence = back.condition === 'ok' ? 0 : back.charge;
            return { ...u, returnedAt: at, condition: back.condition, note: back.note, chargePence };
          });
          const returned = { ...latest, units: next };
          if (!isReadyToSettle(returned, (productId) => products.get(productId)?.kitParts, at)) return { units: next };
          const charges = floorCharges(
            returned,
            (productId) => products.get(productId)?.hirePriceDailyPence ?? 0,
            lateGraceHours,
            at,
            waiverExcessOf(latest),
          );
          const owed = owedFor(latest, products, current, ukCalendarDay(at));
          const settlement: QuoteSettlement = {
            ...settle({
              totalPence: owed.totalPence,
              securityDepositPence: securityDepositOf(latest),
              paidPence: paidPence(latest.payments),
              chargesPence: charges.damagePence + charges.latePence,
            }),
            ...charges,
            at,
          };
          refund =
            settlement.refundPence > 0
              ? {
                  id: refundId,
                  kind: 'refund',
                  method: refundMethod,
                  amountPence: settlement.refundPence,
                  reference: 'Security deposit returned',
                  at,
                  byUserId: admin.id,
                }
              : null;
          return {
            units: next,
            settlement,
            ...toStage('completed'),
            payments: refund ? [...latest.payments, refund] : latest.payments,
          };
        },
        (done) => {
          // The customer is told what came back, or with the last units how the hire settled.
          const nameOf = (productId: number) => products.get(productId)?.name ?? `Product ${productId}`;
          const back = done.units.filter((u) => returns.some((r) => r.tag === u.tag));
          if (done.stage !== 'completed' || !done.settlement) return [unitsReturned(done, back, nameOf)];
          const owed = owedFor(done, products, current, ukCalendarDay(at));
          const money = moneyOfBooking(
            done,
            { ...owed, securityDepositPence: securityDepositOf(done) },
            done.settlement,
          );
          const settled = bookingSettled(done, back, nameOf, done.settlement, money.totalPence);
          return refund ? [settled, paymentRecorded(done, refund, money)] : [settled];
        },
      )) as Quote;
      return saved;
    });
  };

/** The security deposit the booking asked for: as frozen when confirmed (before that was kept, the revision's). */
export const securityDepositOf = (quote: Pick<Quote, 'booked' | 'revisions' | 'acceptance'>): number =>
  (
    quote.booked ??
    (quote.revisions.find((r) => r.revision === quote.acceptance?.revision) ?? quote.revisions.at(-1))?.document
  )?.securityDepositPence ?? 0;
