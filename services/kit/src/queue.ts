import { Queue, Worker, type ConnectionOptions, type JobsOptions, type Processor } from 'bullmq';

/**
 * Connection options from a redis:// URL. BullMQ opens (and on close, closes) its own
 * connections from these, with the settings its blocking commands need.
 */
export function redisConnection(url: string): ConnectionOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

const defaultJobOptions: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
};

export function createQueue<T>(name: string, redisUrl: string): Queue<T> {
  return new Queue<T>(name, { connection: redisConnection(redisUrl), defaultJobOptions });
}

/**
 * How a worker holds its jobs. A running job's lock is renewed every half `lockDuration`; a job whose
 * lock lapsed (its worker died, or starved of CPU) is found by the next stalled check and run again,
 * so a dead worker's jobs come back within `lockDuration` + `stalledInterval`. A job found stalled
 * more than `maxStalledCount` times fails for good: a few restarts in a row must not lose it.
 */
const workerSettings = { lockDuration: 30_000, stalledInterval: 15_000, maxStalledCount: 5 };

export function createWorker<T>(name: string, processor: Processor<T>, redisUrl: string, concurrency = 4): Worker<T> {
  return new Worker<T>(name, processor, { connection: redisConnection(redisUrl), concurrency, ...workerSettings });
}
