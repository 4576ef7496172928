import IORedis, { type Redis } from 'ioredis';

/**
 * A Redis client for request-time commands (rate limits, cache generations): a command fails
 * after two reconnect attempts instead of queueing while Redis is away, and the commands of
 * concurrent requests go out together, one write per tick (auto-pipelining). BullMQ opens its own
 * connections (see queue.ts) because its blocking commands need other settings.
 */
export function createRedis(url: string): Redis {
  return new IORedis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
}
