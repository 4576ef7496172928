import { chaosSchedule, mulberry32 } from '../bench/support/chaos-schedule';

const TARGETS = ['catalog', 'cart', 'orders', 'hire', 'notify', 'gateway', 'kafka', 'mongo', 'redis'];
const BURST = ['orders', 'catalog', 'notify', 'kafka', 'mongo'];
const LOAD_MS = 60_000;

describe("the chaos bench's kill plan", () => {
  it('draws the same numbers from the same seed and others from another', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    for (const n of draw(7)) expect(n >= 0 && n < 1).toBe(true);
  });

  it('kills every target once, in order inside the load, with one burst kill on a saga target', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const plan = chaosSchedule(seed, TARGETS, LOAD_MS, BURST);
      expect(plan.map((k) => k.target).sort()).toEqual([...TARGETS].sort());
      const moments = plan.map((k) => k.atMs);
      expect(moments).toEqual([...moments].sort((a, b) => a - b));
      const halfSlot = LOAD_MS / (TARGETS.length + 1) / 2;
      expect(Math.min(...moments)).toBeGreaterThanOrEqual(halfSlot);
      expect(Math.max(...moments)).toBeLessThanOrEqual(LOAD_MS - halfSlot);
      const bursts = plan.filter((k) => k.inBurst);
      expect(bursts).toHaveLength(1);
      expect(BURST).toContain(bursts[0].target);
    }
  });

  it('reproduces a plan from its seed and varies the order between seeds', () => {
    expect(chaosSchedule(42, TARGETS, LOAD_MS, BURST)).toEqual(chaosSchedule(42, TARGETS, LOAD_MS, BURST));
    const orders = new Set(
      Array.from({ length: 20 }, (_, i) =>
        chaosSchedule(i + 1, TARGETS, LOAD_MS, BURST)
          .map((k) => k.target)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(15);
  });

  it('kills each desk target once more, first inside a dispatch and then inside a return, a few ms in', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const plan = chaosSchedule(seed, TARGETS, LOAD_MS, BURST, ['hire']);
      expect(plan.map((k) => k.target).sort()).toEqual([...TARGETS, 'hire'].sort());
      const hire = plan.filter((k) => k.target === 'hire');
      expect(hire.map((k) => k.during)).toEqual(['dispatch', 'return']);
      for (const kill of hire) {
        expect(kill.inStepMs).toBeGreaterThanOrEqual(5);
        expect(kill.inStepMs).toBeLessThanOrEqual(150);
      }
      expect(plan.filter((k) => k.during)).toHaveLength(2);
      expect(plan.filter((k) => k.inBurst)).toHaveLength(1);
    }
  });

  it('kills each webhook target once more, both times inside a webhook delivery, a few ms in', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const plan = chaosSchedule(seed, [...TARGETS, 'payments'], LOAD_MS, BURST, ['hire'], ['payments']);
      expect(plan.map((k) => k.target).sort()).toEqual([...TARGETS, 'hire', 'payments', 'payments'].sort());
      const payments = plan.filter((k) => k.target === 'payments');
      expect(payments.map((k) => k.during)).toEqual(['webhook', 'webhook']);
      for (const kill of payments) {
        expect(kill.inStepMs).toBeGreaterThanOrEqual(0);
        expect(kill.inStepMs).toBeLessThanOrEqual(5);
      }
      expect(plan.filter((k) => k.target === 'hire').map((k) => k.during)).toEqual(['dispatch', 'return']);
      expect(plan.filter((k) => k.inBurst)).toHaveLength(1);
      const moments = plan.map((k) => k.atMs);
      expect(moments).toEqual([...moments].sort((a, b) => a - b));
    }
  });

  it('refuses a plan with no burst target among the targets', () => {
    expect(() => chaosSchedule(1, ['cart'], LOAD_MS, BURST)).toThrow('burst target');
  });
});
