/**
 * Carries out the chaos bench's kill plan: each kill at its moment whatever else is still starting (so the load keeps
 * its length and two processes may be down at once), each killed process started again as a supervisor would. The
 * burst's kill waits, from its moment, until the burst it fires is under way; a kill planned inside a desk's dispatch
 * or return, or inside a Stripe webhook's delivery, waits for its process to be up again (from an earlier kill) and
 * then for such a request under way, and is left out, saying so, when the load ends first.
 */
import { performance } from 'node:perf_hooks';
import type { RunningStack } from '@shop/stack/process-stack';
import type { AimedStep, PlannedKill } from './chaos-schedule';
import { ENGINES, type Engine, type OwnEngines } from './engines';

export interface Disruption {
  target: string;
  inBurst: boolean;
  /** The request the kill landed inside: a desk's step or a webhook's delivery. */
  during?: AimedStep;
  /** When the plan had it killed, in ms from the start of the load (the burst's kill may come later). */
  plannedAt: number;
  /** When it was killed and when it was ready again, in ms from the start of the load. */
  killedAt: number;
  backAt: number;
  /** The kill's wall-clock time (epoch ms), to set beside the mail server's. */
  killedAtEpoch: number;
  /** Starts that exited before the process was ready. */
  failedStarts: number;
  /** What was still down (killed, not ready again) when this kill came. */
  alsoDown: string[];
}

/** Kubernetes waits 10 s before starting a container that exited again, doubling each time. */
const FIRST_BACKOFF_MS = 10_000;
const MAX_FAILED_STARTS = 4;

const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - performance.now())));

/** Starts a killed process again as a supervisor would: one that exits while starting is started again, later. */
async function restartSupervised(stack: RunningStack, target: string): Promise<number> {
  for (let failed = 0; ; failed++) {
    try {
      await stack.restart(target);
      return failed;
    } catch (err) {
      if (failed >= MAX_FAILED_STARTS) throw err;
      const backoff = FIRST_BACKOFF_MS * 2 ** failed;
      console.log(`  ${target}: ${(err as Error).message}; starting it again in ${backoff / 1000} s`);
      await new Promise((r) => setTimeout(r, backoff));
    }
  }
}

/**
 * Runs every planned kill from `started` (performance.now()); resolves once every target is ready again. A restart
 * that fails for good fails the run, but only once every other kill has run its course: none is left behind.
 */
export async function carryOut(
  plan: PlannedKill[],
  started: number,
  stack: RunningStack,
  engines: OwnEngines,
  moments: {
    /** Fires the burst of checkouts; resolves once it is under way, when the burst's kill comes. */
    burst: () => Promise<void>;
    /** Resolves once a request of `step` has been under way `forMs` (true), or the load ended first (false). */
    aimedStep: (step: AimedStep, forMs: number) => Promise<boolean>;
    /** The load's end (performance.now()): a kill aimed inside a request waits no longer. */
    loadEnd: number;
  },
): Promise<Disruption[]> {
  const down = new Set<string>();
  const at = (t: number) => Math.round(t / 100) / 10;
  const outcomes = await Promise.allSettled(
    plan.map(async ({ target, atMs, inBurst, during, inStepMs }) => {
      await sleepUntil(started + atMs);
      if (inBurst) await moments.burst();
      // Waited for again when its earlier kill, aimed too, landed first while this one waited for its request.
      while (during) {
        while (down.has(target) && performance.now() < moments.loadEnd) await new Promise((r) => setTimeout(r, 100));
        if (down.has(target) || !(await moments.aimedStep(during, inStepMs ?? 0))) {
          console.log(`  ${target}: no ${during} under way while it was up before the load ended; this kill left out`);
          return null;
        }
        if (!down.has(target)) break;
      }
      const killedAt = performance.now() - started;
      const killedAtEpoch = Date.now();
      const alsoDown = [...down];
      down.add(target);
      const engine = (ENGINES as readonly string[]).includes(target) ? (target as Engine) : null;
      let failedStarts = 0;
      if (engine) {
        await engines.kill(engine);
        await engines.start(engine);
      } else {
        await stack.kill(target);
        failedStarts = await restartSupervised(stack, target);
      }
      down.delete(target);
      const backAt = performance.now() - started;
      const aimed = inBurst ? ' (in the burst)' : during ? ` (in a ${during})` : '';
      console.log(`  ${target}: killed at ${at(killedAt)} s${aimed}, back at ${at(backAt)} s`);
      return {
        target,
        inBurst,
        ...(during && { during }),
        plannedAt: atMs,
        killedAt,
        backAt,
        killedAtEpoch,
        failedStarts,
        alsoDown,
      };
    }),
  );
  const failed = outcomes.find((o) => o.status === 'rejected');
  if (failed) throw failed.reason;
  return outcomes.flatMap((o) => (o as PromiseFulfilledResult<Disruption | null>).value ?? []);
}
