import { Queue, Worker, type Processor, type JobsOptions } from 'bullmq';
import IORedis, { type Redis } from 'ioredis';

/** One Redis connection per queue or worker, as BullMQ requires for blocking commands. */
export function createRedis(url: string): Redis {
  return new IORedis(url, { maxRetriesPerRequest: null, lazyConnect: false });
}

const defaultJobOptions: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
};

export function createQueue<T>(name: string, redisUrl: string): Queue<T> {
  return new Queue<T>(name, { connection: createRedis(redisUrl), defaultJobOptions });
}

export function createWorker<T>(name: string, processor: Processor<T>, redisUrl: string, concurrency = 4): Worker<T> {
  return new Worker<T>(name, processor, { connection: createRedis(redisUrl), concurrency });
}
