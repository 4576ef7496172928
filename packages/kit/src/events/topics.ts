import { compactedTopics, topicFor, type EventType } from '@shop/contracts';

/**
 * On a compacted topic each event carries its aggregate's whole state, so of several of one type
 * for one aggregate only the last matters: the ones it supersedes, which a relay need not send
 * and a consumer need not apply (as compaction would drop them). Events of other topics all stand.
 */
export function supersededStates<T>(
  items: T[],
  envelopeOf: (item: T) => { type: string; aggregateId: string },
): Set<T> {
  const last = new Map<string, T>();
  const states = items.filter((item) => compactedTopics.has(topicFor(envelopeOf(item).type as EventType)));
  for (const item of states) last.set(`${envelopeOf(item).type}:${envelopeOf(item).aggregateId}`, item);
  const latest = new Set(last.values());
  return new Set(states.filter((item) => !latest.has(item)));
}

/** Where a consumer parks an event it could not handle (see consumer.ts). */
export const deadLetterTopic = (topic: string): string => `${topic}.dlq`;
