import { isSagaMarker, releaseKey, reserveKey, shipKey } from '../src/domain/order-lines';
import { recordedAnswer } from '../src/domain/recorded-answer';
import { committedDrifts, type CountedReservation } from '../src/domain/stock-reconcile';

const product = (id: number, committed: number, keys: string[] = []) => ({
  id,
  committed,
  version: 7,
  appliedOps: keys.map((key) => ({ key })),
});
const holding = (
  status: CountedReservation['status'],
  lines: Array<[number, number]>,
  commits = true,
): CountedReservation => ({ status, commits, lines: lines.map(([productId, quantity]) => ({ productId, quantity })) });

describe("the stock reconcile's rule: committed is what reserved orders hold", () => {
  it('finds a product whose committed is off the sum of its reserved orders, at the version read', () => {
    const drifts = committedDrifts(
      [product(1, 5), product(2, 3), product(3, 2)],
      [
        holding('reserved', [
          [1, 2],
          [2, 3],
        ]),
        holding('reserved', [[1, 1]]),
      ],
    );
    expect(drifts).toEqual([
      { productId: 1, version: 7, committedWas: 5, committedNow: 3 },
      { productId: 3, version: 7, committedWas: 2, committedNow: 0 },
    ]);
  });

  it('counts nothing for reservations from before committed stock', () => {
    expect(committedDrifts([product(1, 0)], [holding('reserved', [[1, 4]], false)])).toEqual([]);
  });

  it('leaves a product with a reservation moving its stock, or a saga marker not yet settled, to the next run', () => {
    const products = [product(1, 9), product(2, 9), product(3, 9), product(4, 9, [reserveKey(12)])];
    const reservations = [
      holding('reserving', [[1, 1]]),
      holding('releasing', [[2, 1]]),
      holding('shipping', [[3, 1]]),
    ];
    expect(committedDrifts(products, reservations)).toEqual([]);
  });

  it("tells the saga's markers from a consumer's effect markers, which stay for days and say nothing of stock", () => {
    expect([reserveKey(1), releaseKey(22), shipKey(333)].every(isSagaMarker)).toBe(true);
    expect(isSagaMarker('test.ab12.catalog.hire-fleet:5f0c1d2e-reserve:1')).toBe(false);
    const drifts = committedDrifts([product(1, 4, ['catalog.hire-fleet:abc'])], []);
    expect(drifts).toEqual([{ productId: 1, version: 7, committedWas: 4, committedNow: 0 }]);
  });
});

describe('the answer a decided reservation repeats when its order asks again', () => {
  it('repeats reserved for an order reserved or since shipped, rejected for one refused, nothing once cancelled', () => {
    expect(['reserved', 'shipping', 'shipped'].map((s) => recordedAnswer(s as 'reserved'))).toEqual([
      'reserved',
      'reserved',
      'reserved',
    ]);
    expect(recordedAnswer('rejected')).toBe('rejected');
    expect(['cancelled', 'releasing', 'released'].map((s) => recordedAnswer(s as 'released'))).toEqual([
      null,
      null,
      null,
    ]);
  });
});
