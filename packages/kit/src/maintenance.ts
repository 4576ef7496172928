import type { Queue, Worker } from 'bullmq';
import type { Logger } from './logger';
import { createQueue, createWorker } from './queue';

export interface MaintenanceTask {
  name: string;
  /** Resolves with how many records it removed. */
  run: () => Promise<number>;
}

export interface MaintenanceOptions {
  /** Queue name, unique per service and namespace. */
  queue: string;
  redisUrl: string;
  everyMs: number;
  tasks: MaintenanceTask[];
  logger: Logger;
}

/**
 * Runs housekeeping (pruning effect markers, expiring stale records) as a
 * BullMQ job scheduler: one run per interval across all replicas, retried with backoff on failure.
 * The local MongoDB-wire server has no TTL indexes, so this is how old records go.
 */
export async function startMaintenance({
  queue: name,
  redisUrl,
  everyMs,
  tasks,
  logger,
}: MaintenanceOptions): Promise<{ stop: () => Promise<void> }> {
  const queue: Queue = createQueue(name, redisUrl);
  const runAll = async () => {
    for (const task of tasks) {
      const removed = await task.run();
      if (removed > 0) logger.info({ task: task.name, removed }, 'maintenance removed old records');
    }
  };
  const worker: Worker = createWorker(name, runAll, redisUrl, 1);
  worker.on('failed', (_job, err) => logger.warn({ err }, 'maintenance run failed; will retry'));
  await queue.upsertJobScheduler('housekeeping', { every: everyMs }, { name: 'housekeeping' });
  return {
    stop: async () => {
      await worker.close();
      await queue.close();
    },
  };
}
