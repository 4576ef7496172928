import { createRequire } from 'node:module';

/** The parts of kafkajs's per-connection request queue (src/network/requestQueue) this touches. */
interface RequestQueue {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

/** How soon a queue with waiting requests is looked at again when not throttled (kafkajs's own interval). */
const CHECK_PENDING_REQUESTS_MS = 10;

let quieted = false;

/**
 * kafkajs 2.2.4 re-arms a timer of about 1 ms on every broker connection for as long as the
 * connection lives, whether requests wait or not (upstream issues #1556 and #1704): some 35 ms
 * of CPU a second in every idle service here. A connection's queue is already checked when a
 * request is queued and when one completes, so the timer is only needed while requests wait
 * (throttled, or over the in-flight limit): it is armed only then, as the upstream fix (#1667) does.
 * The kafkajs version is pinned, so the queue's shape is the one this was written against.
 */
export function quietIdleKafkaConnections(): void {
  if (quieted) return;
  quieted = true;
  const fromKafkajs = createRequire(require.resolve('kafkajs'));
  const queue = (fromKafkajs('./src/network/requestQueue') as { prototype: RequestQueue }).prototype;
  queue.scheduleCheckPendingRequests = function (this: RequestQueue) {
    if (this.pending.length === 0 || this.throttleCheckTimeoutId) return;
    const throttledFor = this.throttledUntil - Date.now();
    this.throttleCheckTimeoutId = setTimeout(
      () => {
        this.throttleCheckTimeoutId = null;
        this.checkPendingRequests();
      },
      throttledFor > 0 ? throttledFor : CHECK_PENDING_REQUESTS_MS,
    );
  };
}
