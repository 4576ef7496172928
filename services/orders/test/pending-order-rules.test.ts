import { pendingOrderStep } from '../src/domain/pending-orders';

describe('what the sweep does with a pending order (a lost step of the saga)', () => {
  const bounds = { reaskAfterMs: 60_000, cancelAfterMs: 600_000, paymentHoldMs: 1_800_000 };
  const placedAt = new Date('2026-11-28T12:00:00Z');
  const at = (ms: number) => new Date(placedAt.getTime() + ms);
  const order = (stockAskedAt: Date | null = null, status: 'pending' | 'processing' | 'cancelled' = 'pending') => ({
    status,
    createdAt: placedAt,
    stockAskedAt,
  });

  it('waits for the answer while the order is young', () => {
    expect(pendingOrderStep(order(), at(59_999), bounds)).toBe('wait');
  });

  it('asks the catalog again once the order has waited the re-ask bound, and again a bound after each ask', () => {
    expect(pendingOrderStep(order(), at(60_000), bounds)).toBe('reask');
    expect(pendingOrderStep(order(at(60_000)), at(90_000), bounds)).toBe('wait');
    expect(pendingOrderStep(order(at(60_000)), at(120_000), bounds)).toBe('reask');
  });

  it('cancels an order still unanswered past the cancel bound, once the catalog had a whole bound for a re-ask', () => {
    expect(pendingOrderStep(order(at(540_000)), at(600_000), bounds)).toBe('cancel');
    // The last ask is too recent: the catalog still has time to answer it.
    expect(pendingOrderStep(order(at(590_000)), at(600_000), bounds)).toBe('wait');
  });

  it('asks before cancelling an old order never asked about (the orders service was down, its answer may wait in Kafka)', () => {
    expect(pendingOrderStep(order(), at(3_600_000), bounds)).toBe('reask');
    expect(pendingOrderStep(order(at(3_600_000)), at(3_660_000), bounds)).toBe('cancel');
  });

  it('leaves orders the saga already moved on', () => {
    expect(pendingOrderStep(order(null, 'processing'), at(3_600_000), bounds)).toBe('wait');
    expect(pendingOrderStep(order(at(0), 'cancelled'), at(3_600_000), bounds)).toBe('wait');
  });

  it('leaves an order whose stock is held to its payment, until the hold is over, whatever its age', () => {
    const held = { ...order(), stockReservedAt: at(30_000) };
    expect(pendingOrderStep(held, at(30_000 + 1_799_999), bounds)).toBe('wait');
    expect(pendingOrderStep(held, at(30_000 + 1_800_000), bounds)).toBe('release');
    expect(pendingOrderStep({ ...held, status: 'cancelled' }, at(3_600_000), bounds)).toBe('wait');
  });
});
