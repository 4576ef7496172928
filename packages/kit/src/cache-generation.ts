import type { Redis } from 'ioredis';
import type { Logger } from './logger';

/** What cached answers are keyed by: a value that moves on with every change of the data behind them. */
export interface Generation {
  /** The current value, or null while it cannot be trusted (an answer is then neither looked up nor kept). */
  current(): string | null;
}

/** An owner's generation in Redis: the counter's key, which is also the channel it is announced on. */
abstract class OwnedGeneration {
  protected readonly key: string;

  /** `namespace` keeps stacks sharing one Redis apart (the same prefix as their Kafka topics). */
  constructor(
    protected readonly redis: Redis,
    namespace: string,
    /** The service whose writes move this generation on (its subgraph's name). */
    readonly owner: string,
    protected readonly logger: Logger,
  ) {
    this.key = `${namespace}cache-generation:${owner}`;
  }
}

/**
 * A counter in Redis that a data owner moves on after every committed change, before it answers,
 * and announces on a channel of the same name. Readers key what they cache by its value, so the
 * next read after a change misses the cache and sees the change, on every replica.
 */
export class CacheGeneration extends OwnedGeneration {
  /**
   * Called by the owner after a change. The change is already committed, so a Redis failure is
   * logged rather than reported to the caller; readers' time limit bounds how long they lag.
   */
  async bump(): Promise<void> {
    try {
      const value = await this.redis.incr(this.key);
      await this.redis.publish(this.key, String(value));
    } catch (err) {
      this.logger.warn({ err, key: this.key }, 'could not move the cache generation on');
    }
  }
}

/**
 * A reader's copy of a cache generation, held in memory and moved on by the owner's announcements,
 * so a cache hit costs no Redis round trip. While the subscription is down the generation is
 * unknown (null) and readers skip their cache; on reconnecting it is read afresh.
 */
export class CacheGenerationWatcher extends OwnedGeneration implements Generation {
  private value: number | null = null;
  /** Announcements heard so far, to tell whether one crossed a read. */
  private heard = 0;
  private readonly subscriber: Redis;

  constructor(...args: ConstructorParameters<typeof OwnedGeneration>) {
    super(...args);
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (_channel: string, message: string) => {
      this.heard++;
      this.advance(Number(message));
    });
    // Subscribing again on each connection is harmless and covers a start while Redis was away.
    this.subscriber.on('ready', () => void this.start());
    this.subscriber.on('close', () => {
      this.value = null;
    });
    this.subscriber.on('error', (err: Error) => this.logger.warn({ err, key: this.key }, 'cache generation feed'));
  }

  /**
   * Subscribes and reads the current value; until then the generation is unknown. Redis being away is not an
   * error here: the reader starts with its cache skipped and follows the generation once Redis is back.
   */
  async start(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.key);
    } catch (err) {
      this.logger.warn(
        { err, key: this.key },
        'cache generation feed: not subscribed yet, caches skipped until Redis is back',
      );
      return;
    }
    await this.refresh();
  }

  /** The generation as last heard, or null when it cannot be trusted. */
  current(): string | null {
    return this.value === null || this.subscriber.status !== 'ready' ? null : String(this.value);
  }

  /**
   * Reads the value from Redis. Called after this replica passed on a write, so its own next read
   * sees the change without waiting for the announcement.
   */
  async refresh(): Promise<void> {
    try {
      const heard = this.heard;
      const read = Number((await this.redis.get(this.key)) ?? 0);
      // Taken as read (a Redis that lost its data starts again from 0) unless an announcement crossed it.
      if (heard === this.heard) this.value = read;
      else this.advance(read);
    } catch (err) {
      this.logger.warn({ err, key: this.key }, 'could not read the cache generation');
    }
  }

  async stop(): Promise<void> {
    this.subscriber.disconnect();
  }

  /** Announcements arrive in any order with reads: they only move the generation forward. */
  private advance(next: number): void {
    if (Number.isFinite(next)) this.value = Math.max(this.value ?? 0, next);
  }
}
