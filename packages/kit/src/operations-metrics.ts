import type { Worker } from 'bullmq';
import { Counter, Gauge, type Registry } from 'prom-client';

/**
 * `kafka_consumer_lag_messages`: how many messages each consumer group of this process is behind the end of each
 * partition it holds. A group's rows go when it rebalances, so a partition taken over by another replica is reported
 * by that replica alone and `max by (group, topic, partition)` across replicas stays true.
 */
export class ConsumerLagGauge {
  private readonly gauge: Gauge<'group' | 'topic' | 'partition'>;
  private readonly rows = new Map<string, Set<string>>();

  constructor(registry: Registry) {
    this.gauge = new Gauge({
      name: 'kafka_consumer_lag_messages',
      help: 'Messages a consumer group is behind the end of a partition, as of its last fetch',
      labelNames: ['group', 'topic', 'partition'],
      registers: [registry],
    });
  }

  record(group: string, topic: string, partition: number, messages: number): void {
    const rows = this.rows.get(group) ?? new Set();
    rows.add(`${topic}\n${partition}`);
    this.rows.set(group, rows);
    this.gauge.set({ group, topic, partition: String(partition) }, messages);
  }

  forget(group: string): void {
    for (const row of this.rows.get(group) ?? []) {
      const [topic, partition] = row.split('\n');
      this.gauge.remove({ group, topic, partition });
    }
    this.rows.delete(group);
  }
}

/**
 * `jobs_completed_total` and `jobs_failed_total` by queue (the kit's purpose, `emails` for notify's sends); a failure
 * is `final="true"` when it used the job's last attempt, so nothing will try it again.
 */
export class JobOutcomeCounters {
  private readonly completed: Counter<'queue'>;
  private readonly failed: Counter<'queue' | 'final'>;

  constructor(registry: Registry) {
    this.completed = new Counter({
      name: 'jobs_completed_total',
      help: 'Background jobs done, by queue',
      labelNames: ['queue'],
      registers: [registry],
    });
    this.failed = new Counter({
      name: 'jobs_failed_total',
      help: 'Background job tries that failed, by queue; final="true" when no try is left',
      labelNames: ['queue', 'final'],
      registers: [registry],
    });
  }

  watch(worker: Worker, queue: string): void {
    // Both series exist from the start, so an alert on their increase sees the first failure.
    this.completed.inc({ queue }, 0);
    this.failed.inc({ queue, final: 'false' }, 0);
    this.failed.inc({ queue, final: 'true' }, 0);
    worker.on('completed', () => this.completed.inc({ queue }));
    worker.on('failed', (job) => {
      const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1);
      this.failed.inc({ queue, final: String(final) });
    });
  }
}
