import { toGbp } from '@shop/contracts';
import {
  dueBackBy,
  floorLines,
  isFulfilled,
  type FloorCharges,
  type ProductsById,
  type Quote,
  type QuoteSettlement,
} from '../modules/quotes';
import type { HireUnit as HireUnitRecord } from '../modules/fleet';
import type { HireFloor, HireSettlement, HireUnit } from './__generated__/resolvers';
import { ukCalendarDay } from '@shop/contracts';

export const toUnitDto = (unit: HireUnitRecord): HireUnit => ({
  tag: unit.tag,
  productId: unit.productId,
  serialNumber: unit.serialNumber,
  state: unit.state,
  quoteId: unit.quoteId,
  quoteNumber: unit.quoteNumber,
  note: unit.note,
  retiredReason: unit.retiredReason,
});

export function toFloorDto(quote: Quote, products: ProductsById, charges: FloorCharges): HireFloor {
  const { settlement } = quote;
  const partsOf = (productId: number) => products.get(productId)?.kitParts;
  return {
    lines: floorLines(quote, partsOf).map((line) => ({
      ...line,
      name: products.get(line.productId)?.name ?? `Product ${line.productId}`,
    })),
    units: quote.units.map((u) => ({
      tag: u.tag,
      productId: u.productId,
      dispatchedAt: u.dispatchedAt.toISOString(),
      returnedAt: u.returnedAt?.toISOString() ?? null,
      condition: u.condition,
      note: u.note,
      charge: toGbp(u.chargePence),
    })),
    fulfilled: isFulfilled(quote, partsOf),
    overdueSince: quote.overdue?.flaggedAt.toISOString() ?? null,
    dueBackBy: dueBackBy(ukCalendarDay(quote.endDate)).toISOString(),
    damageCharge: toGbp(charges.damagePence),
    lateCharge: toGbp(charges.latePence),
    settlement: settlement && toSettlementDto(settlement),
  };
}

export const toSettlementDto = (settlement: QuoteSettlement): HireSettlement => ({
  damage: toGbp(settlement.damagePence),
  waived: toGbp(settlement.waivedPence ?? 0),
  late: toGbp(settlement.latePence),
  charges: toGbp(settlement.chargesPence),
  depositHeld: toGbp(settlement.depositHeldPence),
  depositUsed: toGbp(settlement.depositUsedPence),
  refund: toGbp(settlement.refundPence),
  owed: toGbp(settlement.owedPence),
  at: settlement.at.toISOString(),
});
