import type { Producer } from 'kafkajs';
import type { Logger } from '../logger';
import { isEventType, topicFor } from './catalog';
import type { Envelope } from './envelope';
import type { OutboxModel } from './outbox';

export interface RelayOptions {
  models: OutboxModel[];
  producer: Producer;
  logger: Logger;
  pollMs: number;
  batchSize?: number;
  /** Namespace prepended to topic names (see KAFKA_NAMESPACE). */
  namespace?: string;
}

/**
 * Moves pending events from aggregate documents to Kafka. Each event is removed only after Kafka
 * acknowledged it, with a conditional pop (the event must still be first), so a relay killed at
 * any point re-sends at most the events it had not removed: delivery is at least once and
 * consumers de-duplicate by event id.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private failures = 0;

  constructor(private readonly options: RelayOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Relay now (called after writes so events do not wait for the next poll). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Publishes everything pending once; resolves with the number of events sent. */
  async drain(): Promise<number> {
    let sent = 0;
    for (const model of this.options.models) sent += await this.drainModel(model);
    return sent;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    this.running = this.drain()
      .then(() => {
        this.failures = 0;
      })
      .catch((err) => {
        this.failures += 1;
        this.options.logger.warn({ err, failures: this.failures }, 'outbox relay failed; will retry');
      });
    await this.running;
    this.running = null;
    if (this.stopped) return;
    const backoff = Math.min(this.options.pollMs * 2 ** this.failures, 10_000);
    if (this.again && this.failures === 0) {
      this.again = false;
      this.schedule(0);
    } else {
      this.schedule(this.failures > 0 ? backoff : this.options.pollMs);
    }
  }

  private async drainModel(model: OutboxModel): Promise<number> {
    const docs = await model
      .find({ 'pendingEvents.0': { $exists: true } }, { pendingEvents: 1, deletedAt: 1 })
      .limit(this.options.batchSize ?? 100)
      .lean<Array<{ _id: unknown; pendingEvents: Envelope[]; deletedAt: Date | null }>>();
    let sent = 0;
    for (const doc of docs) {
      for (const event of doc.pendingEvents) {
        await this.publish(event);
        const popped = await model.updateOne(
          { _id: doc._id, 'pendingEvents.0.id': event.id },
          { $pop: { pendingEvents: -1 } },
          // Relaying is bookkeeping, not a change to the aggregate.
          { timestamps: false },
        );
        // Another relay already moved this one on; stop and re-read next round.
        if (popped.modifiedCount === 0) break;
        sent += 1;
      }
      if (doc.deletedAt) {
        await model.deleteOne({ _id: doc._id, deletedAt: { $ne: null }, pendingEvents: { $size: 0 } });
      }
    }
    return sent;
  }

  private async publish(event: Envelope): Promise<void> {
    if (!isEventType(event.type)) throw new Error(`Unknown event type ${event.type}`);
    await this.options.producer.send({
      topic: `${this.options.namespace ?? ''}${topicFor(event.type)}`,
      acks: -1,
      messages: [{ key: event.aggregateId, value: JSON.stringify(event), headers: { 'event-type': event.type } }],
    });
  }
}
