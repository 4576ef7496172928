import { randomUUID } from 'node:crypto';
import type { Service } from '@shop/kit';
import { dropDatabase, eventually, publishEvent, recordEvents, testEnv, type EventRecorder } from '@shop/kit/testing';
import { deliveryAddress } from '@shop/test-support/checkout';
import mongoose from 'mongoose';
import { ordersService } from '../src/app';
import { createModels, type OrdersModels } from '../src/models';
import { orderStore } from '../src/models/order-store';

/**
 * The sweep as the service runs it, at its production settings (every 15 s; re-ask after 60 s;
 * cancel after 10 min), with the catalog's side played through Kafka. The orders are written
 * straight to the database as their step was lost: an OrderPlaced that never left, a re-ask that
 * was never answered. Their age is set back rather than the settings shortened.
 */
describe('pending orders whose step of the saga was lost, in the running service', () => {
  const env = testEnv('orders');
  let service: Service;
  let connection: mongoose.Connection;
  let models: OrdersModels;
  let recorder: EventRecorder<{ orderId: number; reason?: string }>;
  let nextId = 1;

  /**
   * A pending order placed `ageMs` ago (and last asked about `askedMs` ago, its stock reserved `reservedMs` ago), with
   * no event left to send.
   */
  async function lostOrder(ageMs: number, askedMs?: number, reservedMs?: number) {
    const id = nextId++;
    const now = Date.now();
    await orderStore(models.Order, () => undefined).create(
      {
        id,
        userId: 7,
        status: 'pending',
        items: [
          {
            id,
            productId: 1,
            name: 'Mixer',
            slug: 'mixer',
            imageUrl: null,
            quantity: 2,
            unitPricePence: 10_000,
            createdAt: new Date(),
          },
        ],
        subtotalPence: 20_000,
        shippingPence: 0,
        vatPence: 4_000,
        totalPence: 24_000,
        ...deliveryAddress,
        paymentMethod: 'credit-card',
        idempotencyKey: `7:${randomUUID()}`,
      },
      () => [],
    );
    // Through the driver: mongoose keeps createdAt as it was.
    await models.Order.collection.updateOne(
      { id },
      {
        $set: {
          createdAt: new Date(now - ageMs),
          stockAskedAt: askedMs === undefined ? null : new Date(now - askedMs),
          stockReservedAt: reservedMs === undefined ? null : new Date(now - reservedMs),
        },
      },
    );
    return id;
  }
  const eventsFor = (orderId: number) => recorder.events.filter((e) => e.data.orderId === orderId);
  const statusOf = async (id: number) => (await models.Order.findOne({ id }).lean())!;

  beforeAll(async () => {
    service = ordersService(env);
    await service.start();
    connection = await mongoose
      .createConnection(env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017', {
        dbName: env.MONGODB_DB,
      })
      .asPromise();
    models = createModels(connection);
    recorder = await recordEvents('orders.order');
  });

  afterAll(async () => {
    await recorder.stop();
    await service.stop();
    await connection.close();
    await dropDatabase(env.MONGODB_DB!);
  });

  it('asks the catalog again for an order whose OrderPlaced was lost, and its answer lets the order be paid', async () => {
    const orderId = await lostOrder(2 * 60_000);
    await eventually(() => {
      expect(eventsFor(orderId)).toEqual([
        expect.objectContaining({
          type: 'StockReservationRequested',
          data: { orderId, lines: [{ productId: 1, quantity: 2 }] },
        }),
      ]);
    }, 40_000);

    await publishEvent('StockReserved', orderId, { orderId, lines: [{ productId: 1, quantity: 2 }] }, 2);
    await eventually(async () => {
      expect(await statusOf(orderId)).toMatchObject({ status: 'pending', stockReservedAt: expect.any(Date) });
    }, 20_000);
  }, 90_000);

  it('cancels with a reason an order still unanswered ten minutes after it was placed, releasing its stock', async () => {
    const orderId = await lostOrder(11 * 60_000, 2 * 60_000);
    await eventually(async () => {
      expect(await statusOf(orderId)).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'Cancelled because the shop could not confirm stock for it in time',
      });
    }, 40_000);
    await eventually(() => {
      expect(eventsFor(orderId).map((e) => e.type)).toEqual(['OrderStatusChanged', 'OrderCancelled']);
    }, 20_000);
  }, 90_000);

  it('releases the stock of an order left unpaid for the payment hold (30 minutes), and no sooner', async () => {
    const unpaid = await lostOrder(32 * 60_000, undefined, 31 * 60_000);
    const young = await lostOrder(32 * 60_000, undefined, 20 * 60_000);
    await eventually(async () => {
      expect(await statusOf(unpaid)).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'Cancelled because the order was not paid in time',
      });
    }, 40_000);
    await eventually(() => {
      expect(eventsFor(unpaid).map((e) => e.type)).toEqual(['OrderStatusChanged', 'OrderCancelled']);
    }, 20_000);
    expect(await statusOf(young)).toMatchObject({ status: 'pending' });
    expect(eventsFor(young)).toEqual([]);
  }, 90_000);
});
