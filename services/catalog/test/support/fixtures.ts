import { randomInt } from 'node:crypto';
import { createKafka, createLogger, domainEvent, topicFor, type EventData, type EventType } from '@shop/kit';
import type { Model } from 'mongoose';
import type { Product } from '../../src/models/product';

/**
 * Ids far from those other test runs use: Kafka topics are shared by every run on this machine,
 * and a replayed event must not land on this run's documents.
 */
export const uniqueIdBase = (): number => randomInt(1_000, 1_000_000) * 1_000;

export const kafka = createKafka(
  (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
  'catalog-test',
  createLogger('catalog-test', 'silent'),
);

/** Publishes one domain event the way a service's relay would. */
export async function publish<T extends EventType>(
  type: T,
  aggregateId: number,
  data: EventData<T>,
  occurredAt?: string,
) {
  const producer = kafka.producer();
  await producer.connect();
  try {
    const event = { ...domainEvent(type, aggregateId, data), ...(occurredAt ? { occurredAt } : {}) };
    await producer.send({
      topic: topicFor(type),
      acks: -1,
      messages: [{ key: String(aggregateId), value: JSON.stringify(event) }],
    });
  } finally {
    await producer.disconnect();
  }
}

/** A sale product written straight to the store, for stock tests. */
export function stockedProduct(Product: Model<Product>, id: number, stock: number) {
  return Product.create({
    id,
    slug: `stock-test-${id}`,
    name: `Stock test ${id}`,
    pricePence: 1000,
    imageUrl: '/images/products/mixer.svg',
    categoryId: 1,
    stock,
  });
}
