import { randomUUID } from 'node:crypto';
import type { Span } from '@opentelemetry/api';
import type { Message, Producer } from 'kafkajs';
import type { Logger } from '../logger';
import { eventCatalog, isEventType, topicFor } from '@shop/contracts';
import { supersededStates } from './topics';
import type { OutboxEntry, OutboxModel } from './outbox';
import { endSpan, startPublishSpan, traceparentOf } from '../tracing/trace-context';

/** Documents a writer has just given pending events: the relay claims them by id, without a search. */
export interface Written {
  model: OutboxModel;
  ids: unknown[];
}

export interface RelayOptions {
  models: OutboxModel[];
  producer: Producer;
  logger: Logger;
  pollMs: number;
  /** Documents claimed and published per round trip. */
  batchSize?: number;
  /**
   * How long a kick waits for more before its round starts (as Kafka's linger.ms): the writes of
   * that time share one claim, one Kafka request and one removal, and their events travel on
   * together, so the consumers downstream take them in one fetch too. Default 0: at once.
   */
  lingerMs?: number;
  /** How long a claim holds; a relay that died holding one is taken over after this. */
  leaseMs?: number;
  /** Attempts before an event that cannot be published is quarantined. */
  maxAttempts?: number;
  /** Namespace prepended to topic names (see KAFKA_NAMESPACE). */
  namespace?: string;
  /** Counts quarantined events (a Prometheus counter in services). */
  onQuarantine?: (event: OutboxEntry) => void;
  /**
   * After a sweep (at most every few seconds), with each model's collection and the age in seconds of its oldest
   * pending event (0 when none): how far the relay is behind, for operators (a Prometheus gauge in services).
   */
  onBacklog?: (collection: string, oldestAgeSeconds: number) => void;
}

interface ClaimedDoc {
  _id: unknown;
  pendingEvents: OutboxEntry[];
  deletedAt: Date | null;
}

/** A claimed document with the events it can publish now, and the first it cannot (see `publishable`). */
interface Plan {
  doc: ClaimedDoc;
  events: OutboxEntry[];
  blocked?: { event: OutboxEntry; error: string };
}

/** Documents of a model this relay holds the lease on, under the lease's token. */
interface Claim {
  model: OutboxModel;
  token: string;
  docs: ClaimedDoc[];
}

/**
 * Moves pending events from aggregate documents to Kafka, cooperating with any number of other
 * relays (one per replica):
 *
 * - Writers kick the relay with the documents they wrote, which it claims by id at once: a
 *   lookup by key, where a search for pending documents reads the whole collection on the local
 *   MongoDB-wire server. Kicks that arrive while a round runs, or within `lingerMs` of the first,
 *   are served together by one round.
 *   A sweep every `pollMs` searches for the rest (another replica's leftovers, expired leases).
 * - A relay claims a batch of documents with a lease (a conditional update each, in one
 *   command), so two relays never publish the same document at once; a lease left by a dead
 *   relay expires.
 * - It publishes the batch in one Kafka request and only then removes the events it sent, in one
 *   bulk write; a relay killed in between re-sends them after the lease runs out. The next round
 *   of kicked documents does not wait for that removal (a rush's hops then cost a Kafka request
 *   and one database write fewer on the way), unless it holds one of them again. Delivery is at
 *   least once and consumers de-duplicate.
 * - An event that cannot be published (unknown type, invalid data) gets an attempt count and its
 *   error on its outbox entry; after `maxAttempts` it is quarantined on its document. Later events
 *   of the same aggregate wait behind it (their order matters); every other document goes on.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private sweepDue = true;
  private stopped = false;
  private failures = 0;
  private backlogMeasuredAt = 0;
  private readonly hinted = new Map<OutboxModel, Set<unknown>>();
  /**
   * The removals of sent events still under way, by document: a round of kicked documents does not wait for its own
   * removal (the next round's claim and Kafka request go on beside it), but a document kicked again waits for it.
   */
  private readonly removing = new Map<string, Promise<void>>();

  constructor(private readonly options: RelayOptions) {}

  start(): void {
    this.stopped = false;
    this.sweepDue = true;
    this.sweeper = setInterval(() => {
      this.sweepDue = true;
      this.kick();
    }, this.options.pollMs);
    this.schedule(0);
  }

  /**
   * Relay now (called after writes, so events do not wait for the sweep): the documents written,
   * or, when the writer cannot name them (a bulk import), a sweep.
   */
  kick(written?: Written): void {
    // A write that gave no document new events leaves nothing to claim.
    if (this.stopped || written?.ids.length === 0) return;
    if (written) {
      const ids = this.hinted.get(written.model) ?? new Set();
      for (const id of written.ids) ids.add(id);
      this.hinted.set(written.model, ids);
    } else {
      this.sweepDue = true;
    }
    // While failing, the backoff's timer runs the next round.
    if (this.failures > 0) return;
    if (this.running) this.again = true;
    else this.soon();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.sweeper) clearInterval(this.sweeper);
    await this.running;
    await this.removed();
  }

  /** Publishes everything pending that no other relay holds; resolves with the number of events sent. */
  async drain(): Promise<number> {
    let sent = await this.relayHinted();
    for (const model of this.options.models) {
      for (;;) {
        const claim = await this.claim(model, this.batchSize);
        sent += await this.relayClaims([claim]);
        if (claim.docs.length < this.batchSize) break;
      }
    }
    await this.removed();
    return sent;
  }

  /** Resolves once every removal under way has finished. */
  private async removed(): Promise<void> {
    await Promise.all(this.removing.values());
  }

  private get batchSize(): number {
    return this.options.batchSize ?? 200;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.tick();
    }, delayMs);
  }

  /** The next round, `lingerMs` from now, unless one is due already. */
  private soon(): void {
    if (!this.timer) this.schedule(this.options.lingerMs ?? 0);
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    const sweep = this.sweepDue;
    this.sweepDue = false;
    this.running = (sweep ? this.drain() : this.relayHinted())
      .then(() => {
        this.failures = 0;
      })
      .catch((err) => {
        this.failures += 1;
        // What the failed round held is found again by the retry's sweep.
        this.sweepDue = true;
        this.options.logger.warn({ err, failures: this.failures }, 'outbox relay failed; will retry');
      })
      // Measured after the sweep whether it succeeded or not: a relay that cannot publish shows its backlog growing.
      .then(() => (sweep ? this.measureBacklog() : undefined));
    await this.running;
    this.running = null;
    if (this.stopped) return;
    if (this.failures > 0) {
      this.schedule(Math.min(this.options.pollMs * 2 ** this.failures, 10_000));
    } else if (this.again || this.hinted.size > 0) {
      this.again = false;
      this.soon();
    }
  }

  /**
   * The age of each model's oldest pending event, whichever relay holds it, found by one sorted query per model; at most
   * every BACKLOG_EVERY_MS, so a short poll (tests poll every 200 ms) does not double the sweeps' reads.
   */
  private async measureBacklog(): Promise<void> {
    const report = this.options.onBacklog;
    const now = Date.now();
    if (!report || now - this.backlogMeasuredAt < BACKLOG_EVERY_MS) return;
    this.backlogMeasuredAt = now;
    try {
      for (const model of this.options.models) {
        // An array field sorts ascending by its smallest element: the document holding the oldest pending event.
        const [oldest] = await model
          .find({ 'pendingEvents.0': { $exists: true } }, { 'pendingEvents.occurredAt': 1 })
          .sort({ 'pendingEvents.occurredAt': 1 })
          .limit(1)
          .lean<Array<{ pendingEvents: Array<{ occurredAt: string }> }>>();
        const since = oldest ? Math.min(...oldest.pendingEvents.map((e) => Date.parse(e.occurredAt))) : now;
        report(model.collection.collectionName, Math.max(0, (now - since) / 1000));
      }
    } catch (err) {
      this.options.logger.warn({ err }, 'outbox backlog not measured');
    }
  }

  /**
   * Claims and publishes the documents writers kicked the relay with: a claim per model, then
   * their events in one Kafka request (a slice's reservations and stock moves go out together).
   */
  private async relayHinted(): Promise<number> {
    const claims: Claim[] = [];
    // The kicks so far; those that come while this round runs are the next round's. Taken into this one, a document
    // written again meanwhile would be claimed a second time under this round's first claim, and lost to it: its new
    // event would wait for the sweep.
    const hinted = [...this.hinted];
    this.hinted.clear();
    for (const [model, ids] of hinted) {
      const all = [...ids];
      // Documents whose last events are still being removed hold that round's lease until then.
      await Promise.all(all.flatMap((id) => this.removing.get(String(id)) ?? []));
      for (let i = 0; i < all.length; i += this.batchSize) {
        claims.push(await this.claimIds(model, all.slice(i, i + this.batchSize)));
      }
    }
    return this.relayClaims(claims, { removeLater: true });
  }

  /**
   * Publishes the claimed documents' events in one request, then pops them from each model's
   * documents; resolves with the number of events sent. With `removeLater`, it resolves once they
   * are sent, the removal going on beside the next round (see `removing`); a removal that fails
   * leaves the lease to run out, and the sweep sends those events again.
   */
  private async relayClaims(claims: Claim[], { removeLater = false } = {}): Promise<number> {
    const planned = claims
      .filter((claim) => claim.docs.length > 0)
      .map((claim) => ({
        ...claim,
        plans: claim.docs.map((doc) => ({ doc, ...this.publishable(doc.pendingEvents) })),
      }));
    if (planned.length === 0) return 0;
    try {
      await this.send(planned.flatMap(({ plans }) => plans.flatMap((p) => p.events)));
    } catch (err) {
      for (const { model, token } of planned) {
        await model.updateMany({ 'outboxLease.token': token }, { $set: { outboxLease: null } }, { timestamps: false });
      }
      throw err;
    }
    const remove = async () => {
      for (const { model, token, plans } of planned) await this.removeSent(model, token, plans);
    };
    const sent = planned.reduce((n, { plans }) => n + plans.reduce((m, p) => m + p.events.length, 0), 0);
    if (!removeLater) {
      await remove();
      return sent;
    }
    const keys = planned.flatMap(({ plans }) => plans.map((p) => String(p.doc._id)));
    const removal: Promise<void> = remove()
      .catch((err) => {
        this.sweepDue = true;
        this.options.logger.warn({ err }, 'outbox relay sent events it could not remove; the sweep sends them again');
      })
      .finally(() => {
        for (const key of keys) if (this.removing.get(key) === removal) this.removing.delete(key);
      });
    for (const key of keys) this.removing.set(key, removal);
    return sent;
  }

  /** Pops the sent events from the documents claimed under `token`, releasing their lease. */
  private async removeSent(model: OutboxModel, token: string, plans: Plan[]): Promise<void> {
    // Sent events leave; a document held up by an event it cannot publish keeps its lease until
    // that event's next try is due, so its attempts are spread out rather than spent at once.
    await model.bulkWrite(
      plans.map(({ doc, events, blocked }) => ({
        updateOne: {
          filter: { _id: doc._id as never, 'outboxLease.token': token },
          update: {
            $pull: { pendingEvents: { id: { $in: events.map((e) => e.id) } } } as never,
            $set: { outboxLease: blocked ? { token, until: this.retryAt(blocked.event) } : null },
          },
          timestamps: false,
        },
      })),
      { ordered: false },
    );
    for (const { doc, blocked } of plans) {
      if (blocked) await this.recordFailure(model, doc, blocked.event, blocked.error);
    }
    const deleted = plans.filter((p) => p.doc.deletedAt).map((p) => p.doc._id);
    if (deleted.length) {
      await model.deleteMany({ _id: { $in: deleted }, deletedAt: { $ne: null }, pendingEvents: { $size: 0 } });
    }
  }

  /** The sweep: leases up to `limit` documents with pending events that no live lease holds. */
  private async claim(model: OutboxModel, limit: number): Promise<Claim> {
    const candidates = await model.find(claimable(new Date()), { _id: 1 }).limit(limit).lean<Array<{ _id: unknown }>>();
    return this.claimIds(
      model,
      candidates.map((c) => c._id),
    );
  }

  /**
   * Leases those of these documents that have pending events and no live lease: a conditional
   * update each, by id, in one command; then reads back, by id, the ones this claim won.
   */
  private async claimIds(model: OutboxModel, ids: unknown[]): Promise<Claim> {
    const token = randomUUID();
    if (ids.length === 0) return { model, token, docs: [] };
    const now = new Date();
    const lease = { token, until: new Date(now.getTime() + (this.options.leaseMs ?? 30_000)) };
    await model.bulkWrite(
      ids.map((_id) => ({
        updateOne: {
          filter: { _id: _id as never, ...claimable(now) },
          update: { $set: { outboxLease: lease } },
          timestamps: false,
        },
      })),
      { ordered: false },
    );
    const docs = await model
      .find({ _id: { $in: ids } }, { pendingEvents: 1, deletedAt: 1, outboxLease: 1 })
      .lean<Array<ClaimedDoc & { outboxLease: { token: string } | null }>>();
    return { model, token, docs: docs.filter((doc) => doc.outboxLease?.token === token) };
  }

  /** When an event that could not be published is tried again: the poll interval, doubled per attempt. */
  private retryAt(event: OutboxEntry): Date {
    return new Date(Date.now() + Math.min(this.options.pollMs * 2 ** (event.attempts ?? 0), 60_000));
  }

  /** The events that can go out now: those before the first one that cannot be published. */
  private publishable(pending: OutboxEntry[]): {
    events: OutboxEntry[];
    blocked?: { event: OutboxEntry; error: string };
  } {
    for (let i = 0; i < pending.length; i++) {
      const error = problemOf(pending[i]);
      if (error) return { events: pending.slice(0, i), blocked: { event: pending[i], error } };
    }
    return { events: pending };
  }

  private async send(events: OutboxEntry[]): Promise<void> {
    if (events.length === 0) return;
    const byTopic = new Map<string, Message[]>();
    // Each event is published in the trace of the write that caused it, not of this round.
    const spans: Span[] = [];
    // A rush of stock changes to one product reaches each read model once per batch, not once per order.
    const superseded = supersededStates(events, (event) => event);
    for (const { attempts: _a, lastError: _l, traceparent, ...event } of events.filter((e) => !superseded.has(e))) {
      const topic = `${this.options.namespace ?? ''}${topicFor(event.type as never)}`;
      const span = startPublishSpan(topic, event.type, traceparent);
      const headers: Message['headers'] = { 'event-type': event.type };
      if (span) {
        spans.push(span);
        headers.traceparent = traceparentOf(span);
      }
      const messages = byTopic.get(topic) ?? [];
      messages.push({ key: event.aggregateId, value: JSON.stringify(event), headers });
      byTopic.set(topic, messages);
    }
    try {
      await this.options.producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
      });
      for (const span of spans) endSpan(span);
    } catch (err) {
      for (const span of spans) endSpan(span, err);
      throw err;
    }
  }

  /** Counts a failed attempt on the entry, or quarantines it once it has used them all. */
  private async recordFailure(model: OutboxModel, doc: ClaimedDoc, event: OutboxEntry, error: string): Promise<void> {
    const attempts = (event.attempts ?? 0) + 1;
    const { logger, maxAttempts = 5 } = this.options;
    if (attempts < maxAttempts) {
      logger.warn({ eventId: event.id, type: event.type, attempts, error }, 'outbox event cannot be published yet');
      await model.updateOne(
        { _id: doc._id, 'pendingEvents.id': event.id },
        { $set: { 'pendingEvents.$.attempts': attempts, 'pendingEvents.$.lastError': error } },
        { timestamps: false },
      );
      return;
    }
    logger.error({ eventId: event.id, type: event.type, attempts, error }, 'outbox event quarantined');
    await model.updateOne(
      { _id: doc._id, 'pendingEvents.id': event.id },
      {
        $pull: { pendingEvents: { id: event.id } },
        $push: { quarantinedEvents: { ...event, attempts, lastError: error } },
        // The events behind it may go now.
        $set: { outboxLease: null },
      },
      { timestamps: false },
    );
    this.options.onQuarantine?.(event);
  }
}

/** How often the backlog is measured at most: the sweep's interval in production (OUTBOX_POLL_MS), well under a scrape's. */
const BACKLOG_EVERY_MS = 4_000;

/** A document that has pending events and no live lease. */
const claimable = (now: Date) => ({
  'pendingEvents.0': { $exists: true },
  $or: [{ outboxLease: null }, { 'outboxLease.until': { $lt: now } }],
});

/** Why an outbox entry cannot be published, or null when it can. */
function problemOf(event: OutboxEntry): string | null {
  if (!isEventType(event.type)) return `Unknown event type ${event.type}`;
  const parsed = eventCatalog[event.type].data.safeParse(event.data);
  return parsed.success ? null : `Invalid ${event.type} data: ${parsed.error.issues[0]?.message ?? 'invalid'}`;
}
