import type { Redis } from 'ioredis';
import type { Logger } from './logger';

/**
 * A counter in Redis that a data owner moves on after every committed change, before it answers.
 * Readers key what they cache by its current value, so the next read after a change misses the
 * cache and sees the change, on every replica, without waiting for an event to arrive.
 */
export class CacheGeneration {
  private readonly key: string;

  /** `namespace` keeps stacks sharing one Redis apart (the same prefix as their Kafka topics). */
  constructor(
    private readonly redis: Redis,
    namespace: string,
    owner: string,
    private readonly logger: Logger,
  ) {
    this.key = `${namespace}cache-generation:${owner}`;
  }

  /**
   * Called by the owner after a change. The change is already committed, so a Redis failure is
   * logged rather than reported to the caller; readers' time limit bounds how long they lag.
   */
  async bump(): Promise<void> {
    try {
      await this.redis.incr(this.key);
    } catch (err) {
      this.logger.warn({ err, key: this.key }, 'could not move the cache generation on');
    }
  }

  /** The current generation, or null when Redis cannot say (readers then skip their cache). */
  async current(): Promise<string | null> {
    // On the read path: while Redis is away, answer at once rather than wait out reconnects.
    if (this.redis.status !== 'ready') return null;
    try {
      return (await this.redis.get(this.key)) ?? '0';
    } catch (err) {
      this.logger.warn({ err, key: this.key }, 'could not read the cache generation');
      return null;
    }
  }
}
