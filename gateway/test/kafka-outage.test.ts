import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { eventually, mintToken } from '@shop/kit/testing';
import { restRoutes } from '../src/rest/routes';
import { startStack, type Stack } from '@shop/stack';
import { payOrder } from './support/pay-order';
import { address, shopProducts, whenKnown } from './support/shop';

/**
 * An order placed while Kafka is down: the order is saved with its OrderPlaced in the outbox,
 * and once Kafka is back the relay publishes it and the saga finishes, nothing lost and nothing
 * applied twice; the order is then paid, its payment's events crossing the same broker. This file runs a Kafka broker of its own, so stopping it disturbs no other test.
 */
const KAFKA_PORT = 19092;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-kafka-outage-'));

function kafka(command: 'start' | 'stop') {
  const run = spawnSync('bash', [join(__dirname, '../../scripts/infra/kafka.sh'), command], {
    env: { ...process.env, SHOP_DATA_DIR: dataDir, KAFKA_PORT: String(KAFKA_PORT), KAFKA_CONTROLLER_PORT: '19093' },
    encoding: 'utf8',
    timeout: 150_000,
  });
  if (run.status !== 0) throw new Error(`kafka.sh ${command} failed: ${run.stderr}`);
}

let stack: Stack;

beforeAll(async () => {
  kafka('start');
  stack = await startStack(['content', 'catalog', 'orders', 'payments'], restRoutes, {
    KAFKA_BROKERS: `127.0.0.1:${KAFKA_PORT}`,
  });
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  kafka('stop');
  rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

it('reaches processing once Kafka is back, with the stock taken once', async () => {
  const shop = await shopProducts(stack.url);
  const amp = await shop.create({ name: 'Outage Amplifier', price: 100, stock: 5 });
  const token = `Bearer ${mintToken('user')}`;
  const checkout = () =>
    request(stack.url)
      .post('/api/orders')
      .set('authorization', token)
      .set('idempotency-key', 'outage-checkout')
      .send({ ...address, total: 120, items: [{ productId: amp.id, quantity: 1 }] });
  const first = await whenKnown(checkout);
  await payOrder(stack.url, stack.stripe!, token, first.body.id);

  kafka('stop');
  const placed = await request(stack.url)
    .post('/api/orders')
    .set('authorization', token)
    .send({ ...address, total: 120, items: [{ productId: amp.id, quantity: 1 }] });
  expect(placed.status).toBe(201);
  expect(placed.body.status).toBe('pending');
  kafka('start');

  await eventually(async () => {
    const order = await request(stack.url).get(`/api/orders/${placed.body.id}`).set('authorization', token);
    expect(order.body.paymentState).toBe('awaiting-payment');
  }, 120_000);
  await payOrder(stack.url, stack.stripe!, token, placed.body.id);
  // Two orders of one unit each: 5 - 2, whatever was redelivered on the way.
  expect((await request(stack.url).get(`/api/products/${amp.slug}`)).body.stock).toBe(3);
}, 300_000);
