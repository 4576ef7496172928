import type { Job, Processor } from 'bullmq';
import type { ServiceRuntime } from '@shop/kit';

/**
 * Stands in for the BullMQ queue of delayed jobs: records each job added with its delay, and runs
 * one when the test says (the test's clock decides when that is), through the processor the use
 * case gave the queue.
 */
export function recordedJobs<T = { quoteId: number }>() {
  const added: Array<{ data: T; delay: number }> = [];
  let processor: Processor | undefined;
  const runtime = {
    jobQueue: (_purpose: string, run: Processor) => {
      processor = run;
      return {
        add: async (_name: string, data: T, opts: { delay: number }) => {
          added.push({ data, delay: opts.delay });
        },
      };
    },
  } as unknown as Pick<ServiceRuntime, 'jobQueue'>;
  return { runtime, added, run: (data: T) => processor!({ data } as Job) };
}
