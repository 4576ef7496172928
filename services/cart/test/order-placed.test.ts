import { createEnvelope } from '@shop/kit';
import { testDatabase } from '@shop/kit/testing';
import { orderHandlers } from '../src/events/orders';
import { createModels } from '../src/models';
import { cartStore, noEvents } from '../src/models/cart-store';

const { models } = testDatabase('cart', createModels);
const carts = cartStore(models.Cart);
const handlers = orderHandlers(models, carts);

const productsIn = async (sessionId: string) =>
  (await models.Cart.findOne({ sessionId }).lean())!.items.map((line) => [line.productId, line.quantity]);
let lineId = 0;
/** A new line for the product, as adding to the basket does. */
const add = (sessionId: string, productId: number, quantity: number) =>
  carts.store.update(
    { sessionId },
    (cart) => ({ items: [...cart.items, { id: ++lineId, productId, quantity, createdAt: new Date() }] }),
    noEvents,
  );

describe('OrderPlaced empties what it bought from the buyer’s baskets', () => {
  it('removes the lines once: a redelivery leaves the lines the shopper added again since', async () => {
    await carts.start('buyer-basket', 7);
    await add('buyer-basket', 10, 1);
    await add('buyer-basket', 20, 2);
    const data = {
      orderId: 41,
      userId: 7,
      lines: [{ productId: 10, quantity: 1 }],
      totalPence: 1_000,
      customerEmail: null,
    };
    const event = createEnvelope('OrderPlaced', 41, 1, data);
    // The consumer's key for this event, which a redelivery carries again.
    const ctx = { key: `cart.orders:${event.id}` };

    await handlers.OrderPlaced!(data, event, ctx);
    expect(await productsIn('buyer-basket')).toEqual([[20, 2]]);

    await add('buyer-basket', 10, 3);
    await handlers.OrderPlaced!(data, event, ctx);
    expect(await productsIn('buyer-basket')).toEqual([
      [20, 2],
      [10, 3],
    ]);
  });
});
