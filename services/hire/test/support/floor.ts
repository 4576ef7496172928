import { addUnits } from '../../src/modules/fleet/application/add-units';
import { dispatchUnit } from '../../src/modules/quotes/application/dispatch-unit';
import { importUnits } from '../../src/modules/fleet/application/import-units';
import { mirrorProduct } from '../../src/modules/fleet/application/mirror-product';
import { floorMender } from '../../src/modules/quotes/application/reconcile-floor';
import { clearUnitRepair, retireUnit, sendUnitToRepair } from '../../src/modules/fleet/application/move-unit';
import { returnUnits } from '../../src/modules/quotes/application/return-units';
import { refundSecurityDeposits } from '../../src/modules/quotes/application/refund-security-deposit';
import type { PaymentsClient } from '../../src/modules/quotes/adapters/payments';
import { unitStore } from '../../src/modules/fleet/models/unit-store';
import { unitMoves } from '../../src/modules/fleet/application/unit-moves';
import type { deskOn } from './desk';
import type { Replica } from './store';

/** payments for a floor that takes no card payments: a settlement that asked it for a refund fails the test. */
const noCardPayments: Pick<PaymentsClient, 'refund'> = {
  refund: async () => {
    throw new Error('this booking took no card payment to refund');
  },
};

/**
 * The warehouse floor's use cases on one replica, beside the desk's, with the same clock; `payments` takes a settled
 * booking's card refunds.
 */
export function floorOn(
  replica: Replica,
  desk: ReturnType<typeof deskOn>,
  payments: Pick<PaymentsClient, 'refund'> = noCardPayments,
) {
  const units = unitStore(replica.models, replica.withLock, () => {});
  const fleet = unitMoves(units);
  const refundDeposits = refundSecurityDeposits({ ...desk.deps, payments });
  const deps = { ...desk.deps, units, fleet, refundDeposits };
  // The desk confirms going out early: these bookings start weeks after the tests' clock.
  const dispatch = (input: { id: unknown; tag: unknown }, actor: Parameters<ReturnType<typeof dispatchUnit>>[1]) =>
    dispatchUnit(deps)({ early: true, ...input }, actor);
  const takeBack = returnUnits({ ...deps, lateGraceHours: 2 });
  return {
    units,
    fleet,
    addUnits: addUnits(deps),
    importUnits: importUnits(deps),
    repair: sendUnitToRepair(units),
    clear: clearUnitRepair(units),
    retire: retireUnit(units),
    dispatch,
    returnUnits: takeBack,
    ...mend(floorMender({ ...deps, dispatch: dispatchUnit(deps), returnUnits: takeBack })),
    mirror: mirrorProduct(replica.models, units),
    refundDeposits,
  };
}

/** The floor reconcile's hourly pass and its following of one unit's event. */
const mend = (mender: ReturnType<typeof floorMender>) => ({ reconcile: mender.sweep, follow: mender.followed });

/** A hire product as the catalog announces it with this stock (hire gives it generated units), or a kit of parts. */
export async function announcedHireProduct(
  floor: ReturnType<typeof floorOn>,
  id: number,
  stock: number,
  kitParts: Array<{ productId: number; quantity: number }> = [],
) {
  await floor.mirror.save(
    {
      id,
      slug: `cdj-${id}`,
      name: `CDJ ${id}`,
      categoryId: 1,
      pricePence: 0,
      stock,
      isHireItem: true,
      imageUrl: null,
      isLargeHeavy: false,
      customShippingCostPence: null,
      hirePriceDailyPence: 4500,
      hirePriceWeeklyPence: 15000,
      hirePriceMonthlyPence: null,
      turnaroundDays: 1,
      deliveryPricePence: null,
      installationPricePence: null,
      securityDepositPence: 5000,
      hireFleetUnits: null,
      description: null,
      isOnSale: false,
      isNew: false,
      createdAt: null,
      kitParts,
    },
    1,
  );
  return id;
}
