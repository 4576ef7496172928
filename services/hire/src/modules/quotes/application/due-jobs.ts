import type { ServiceRuntime } from '@shop/kit';

/**
 * What an attempt at due work found: done now (true), nothing to do (false: already done, or no
 * longer wanted), or not yet, to look again at this moment.
 */
export type DueOutcome = boolean | Date;

export interface DueWork<T> {
  /** Does the work if it is due. Safe to run twice at once: the second finds it done. */
  attempt(data: T): Promise<DueOutcome>;
  /** What the sweep tries: the records whose work may be due at `now`. */
  candidates(now: Date): Promise<T[]>;
  /** Names the record's jobs, e.g. quote-42-late. */
  jobKey(data: T): string;
}

/**
 * Work due at a moment per record: a BullMQ delayed job queued for that moment, and a housekeeping
 * sweep behind the jobs (a job lost with Redis). A job that runs early (clocks differ, or the
 * moment moved) queues itself again for the moment its attempt names; the sweep only tries what is
 * due. `attempt` decides under its own guard, so a job and the sweep both running do the work once.
 */
export function dueJobs<T>(
  runtime: Pick<ServiceRuntime, 'jobQueue'>,
  purpose: string,
  clock: () => Date,
  work: DueWork<T>,
) {
  const queue = runtime.jobQueue<T>(purpose, async ({ data }) => {
    const outcome = await work.attempt(data);
    if (outcome instanceof Date) await schedule(data, outcome);
  });

  // Seen as a queue of plain data: BullMQ's types cannot tell that a generic T is not a Job.
  const plain = queue as ReturnType<ServiceRuntime['jobQueue']>;
  const schedule = (data: T, at: Date) =>
    plain.add(purpose, data, {
      jobId: `${work.jobKey(data)}-${Date.now()}`,
      delay: Math.max(0, at.getTime() - clock().getTime()),
    });

  return {
    /** Queues the work for `at` (at once when it has passed). */
    schedule,
    /** The sweep: tries every candidate; resolves with how many it did. */
    async sweep(): Promise<number> {
      let done = 0;
      for (const data of await work.candidates(clock())) if ((await work.attempt(data)) === true) done += 1;
      return done;
    },
  };
}
