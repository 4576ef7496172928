/**
 * The chaos bench's kill plan, drawn from a seed: which process or engine dies in what order, at what moment of the
 * load, which kill falls in the checkout burst (the saga's busiest second), which fall inside a hire desk's
 * dispatch or return, and which inside a Stripe webhook's delivery. The same seed gives the same plan.
 */

/** A small seeded PRNG (mulberry32): numbers in [0, 1), the same sequence for the same 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A hire desk's request a kill waits for, so it lands while the service works on it. */
export type DeskStep = 'dispatch' | 'return';
/** A request a kill waits for: a desk's, or a Stripe webhook's delivery to payments. */
export type AimedStep = DeskStep | 'webhook';

export interface PlannedKill {
  target: string;
  /** When, from the start of the load (ms). */
  atMs: number;
  /** The kill a burst of checkouts is fired just before, so it lands while their sagas run. */
  inBurst: boolean;
  /** From its moment, the kill waits for a request of this step that has been under way `inStepMs`. */
  during?: AimedStep;
  inStepMs?: number;
}

/** How long a desk request has been under way when its kill lands: between its arrival and its answer. */
const IN_STEP_MS = { min: 5, max: 150 };
/** How long a webhook's delivery has been under way when its kill lands: an idle payments answers one in a few ms. */
const IN_WEBHOOK_MS = { min: 0, max: 5 };

/**
 * Every target killed once, in a seeded order: the load is cut into one slot more than there are kills, and the
 * nth kill falls anywhere in the nth slot shifted by half a slot, so no kill lands in the first or last half slot,
 * kills stay in order, and two may fall close together or a slot and a half apart. One of `burstTargets` is drawn to
 * be killed in the burst. Each of `deskTargets` (the hire service) is killed once more, and its two kills are aimed:
 * the first inside a desk's dispatch, the second inside a return, each a seeded few ms after the request was sent.
 * Each of `webhookTargets` (the payments service) is killed once more too, both its kills inside a webhook's delivery.
 */
export function chaosSchedule(
  seed: number,
  targets: readonly string[],
  loadMs: number,
  burstTargets: readonly string[],
  deskTargets: readonly string[] = [],
  webhookTargets: readonly string[] = [],
): PlannedKill[] {
  const inPlan = burstTargets.filter((t) => targets.includes(t));
  if (!targets.length || !inPlan.length || loadMs <= 0) {
    throw new Error('a chaos schedule needs targets, one of them a burst target, and a load of some length');
  }
  const random = mulberry32(seed);
  const desk = deskTargets.filter((t) => targets.includes(t));
  const webhook = webhookTargets.filter((t) => targets.includes(t));
  const order = [...targets, ...desk, ...webhook];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const slot = loadMs / (order.length + 1);
  const burst = inPlan[Math.floor(random() * inPlan.length)];
  const plan: PlannedKill[] = order.map((target, i) => ({
    target,
    atMs: Math.round(slot * (i + 0.5 + random())),
    inBurst: target === burst && order.indexOf(target) === i,
  }));
  // Each aimed target's two kills in order: a desk's in a dispatch, then in a return; a webhook's both in a delivery.
  const aims = [
    ...desk.map((target) => ({ target, steps: ['dispatch', 'return'] as const, inStep: IN_STEP_MS })),
    ...webhook.map((target) => ({ target, steps: ['webhook', 'webhook'] as const, inStep: IN_WEBHOOK_MS })),
  ];
  for (const { target, steps, inStep } of aims) {
    plan
      .filter((k) => k.target === target)
      .forEach((kill, i) => {
        kill.during = steps[i];
        kill.inStepMs = Math.round(inStep.min + random() * (inStep.max - inStep.min));
      });
  }
  return plan;
}
