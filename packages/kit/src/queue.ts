import { Queue, Worker, type BulkJobOptions, type ConnectionOptions, type JobsOptions, type Processor } from 'bullmq';
import { currentTraceparent, inChildSpan } from './tracing/trace-context';

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

/**
 * A job remembers the trace it was queued in, in BullMQ's own place for it (the job's `telemetry.metadata`, stored
 * with the job), so the work it does (notify's SMTP send) joins the trace of what caused it (the order). BullMQ's
 * telemetry hook is left off: it would trace every poll of every worker.
 */
function withTraceparent<O extends JobsOptions | BulkJobOptions>(opts: O | undefined): O | undefined {
  const traceparent = currentTraceparent();
  if (!traceparent || opts?.telemetry) return opts;
  return { ...opts, telemetry: { metadata: traceparent } } as O;
}

class TracedQueue<T> extends Queue<T> {
  override add(...[name, data, opts]: Parameters<Queue<T>['add']>) {
    return super.add(name, data, withTraceparent(opts));
  }

  override addBulk(jobs: Parameters<Queue<T>['addBulk']>[0]) {
    return super.addBulk(jobs.map((job) => ({ ...job, opts: withTraceparent(job.opts) })));
  }
}

export function createQueue<T>(name: string, redisUrl: string): Queue<T> {
  return new TracedQueue<T>(name, { connection: redisConnection(redisUrl), defaultJobOptions });
}

/**
 * How a worker holds its jobs. A running job's lock is renewed every half `lockDuration`; a job whose
 * lock lapsed (its worker died, or starved of CPU) is found by the next stalled check and run again,
 * so a dead worker's jobs come back within `lockDuration` + `stalledInterval`. A job found stalled
 * more than `maxStalledCount` times fails for good: a few restarts in a row must not lose it.
 */
const workerSettings = { lockDuration: 30_000, stalledInterval: 15_000, maxStalledCount: 5 };

/** A worker running each job in a child span of the trace it was queued in (none for a job queued outside one). */
export function createWorker<T>(name: string, processor: Processor<T>, redisUrl: string, concurrency = 4): Worker<T> {
  const traced: Processor<T> = (job, token, signal) =>
    inChildSpan(
      `${name} process`,
      { 'messaging.system': 'bullmq', 'messaging.destination.name': name, 'job.name': job.name, 'job.id': job.id },
      [job.opts.telemetry?.metadata],
      () => processor(job, token, signal),
    );
  return new Worker<T>(name, traced, { connection: redisConnection(redisUrl), concurrency, ...workerSettings });
}
