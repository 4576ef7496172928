import { createKafka, createLogger, domainEvent, topicFor, type EventInput, type EventType } from '@shop/kit';
import { TEST_KAFKA_NAMESPACE } from '@shop/kit/testing';
import type { Model } from 'mongoose';
import type { Product } from '../../src/models/product';

export const kafka = createKafka(
  (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
  'catalog-test',
  createLogger('catalog-test', 'silent'),
);

/** This test file's name for a topic (services started with testEnv use the same namespace). */
export const testTopic = (type: EventType): string => `${TEST_KAFKA_NAMESPACE}${topicFor(type)}`;

/** Publishes one domain event the way another service's relay would, at an aggregate version. */
export async function publish<T extends EventType>(
  type: T,
  aggregateId: number,
  data: EventInput<T>,
  aggregateVersion = 1,
) {
  const producer = kafka.producer();
  await producer.connect();
  try {
    const event = domainEvent(type, aggregateId, aggregateVersion, data);
    await producer.send({
      topic: testTopic(type),
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
