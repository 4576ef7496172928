import { topicFor, type EventType } from '@shop/contracts';
import { createKafka, createLogger } from '@shop/kit';
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

/** A sale product written straight to the store with `onHand` units and none committed, for stock tests. */
export function stockedProduct(Product: Model<Product>, id: number, onHand: number) {
  return Product.create({
    id,
    slug: `stock-test-${id}`,
    name: `Stock test ${id}`,
    pricePence: 1000,
    imageUrl: '/images/products/mixer.svg',
    categoryId: 1,
    onHand,
  });
}
