import { priceBasket } from '@shop/contracts';
import { invoiceSourceOf, refundSourceOf } from '../src/domain/invoice-source';
import type { Order } from '../src/models/order';

/** An order as checkout priced it: two lines, and shipping when under the free-shipping threshold. */
function order(
  items: Array<{ name: string; quantity: number; unitPricePence: number }>,
  overrides: Partial<Order> = {},
) {
  const price = priceBasket(items);
  return {
    id: 1042,
    userId: 7,
    items: items.map((item, i) => ({
      ...item,
      id: i + 1,
      productId: i + 1,
      slug: 's',
      imageUrl: null,
      createdAt: new Date(),
    })),
    ...price,
    shippingAddress: '12 High Street',
    shippingCity: 'Lewes',
    shippingState: 'East Sussex',
    shippingPostalCode: 'BN7 2AA',
    shippingCountry: 'United Kingdom',
    customerName: 'Sam Taylor',
    customerEmail: 'sam@example.com',
    ...overrides,
  } as Order;
}

describe("what an order's VAT invoice lists", () => {
  it('gives each line at its price without VAT at 20 %, and shipping at 0 % as the shop charges none on it', () => {
    const small = order([{ name: 'Speaker Cable', quantity: 2, unitPricePence: 1_000 }]);
    expect(small.shippingPence).toBe(1_500);
    expect(invoiceSourceOf(small)).toEqual({
      reference: 'Order #1042',
      customer: {
        userId: 7,
        name: 'Sam Taylor',
        address: ['12 High Street', 'Lewes', 'East Sussex', 'BN7 2AA', 'United Kingdom'],
        email: 'sam@example.com',
      },
      lines: [
        { description: 'Speaker Cable', quantity: 2, unitNetPence: 1_000, vatRate: 20 },
        { description: 'Shipping', quantity: 1, unitNetPence: 1_500, vatRate: 0 },
      ],
    });
  });

  it('lists no shipping line for free shipping, and names a customer who gave no name by their email', () => {
    const large = order([{ name: 'DJ Mixer', quantity: 1, unitPricePence: 12_000 }], {
      customerName: null,
      shippingState: '',
    });
    const source = invoiceSourceOf(large);
    expect(source.lines).toEqual([{ description: 'DJ Mixer', quantity: 1, unitNetPence: 12_000, vatRate: 20 }]);
    expect(source.customer.name).toBe('sam@example.com');
    expect(source.customer.address).toEqual(['12 High Street', 'Lewes', 'BN7 2AA', 'United Kingdom']);
  });

  it("gives a return's refund as its lines without VAT, with the shipping refunded with it, once refunded", () => {
    const paid = order([
      { name: 'DJ Mixer', quantity: 1, unitPricePence: 12_000 },
      { name: 'Speaker Cable', quantity: 3, unitPricePence: 1_000 },
    ]);
    const returned = (refundPence: number | null, shippingRefundPence: number | null) =>
      ({
        ...paid,
        returns: [
          {
            reference: 'RMA-1042-1',
            lines: [
              {
                lineId: 2,
                productId: 2,
                name: 'Speaker Cable',
                quantity: 2,
                unitPricePence: 1_000,
                outcome: 'restock',
              },
            ],
            refundPence,
            shippingRefundPence,
          },
        ],
      }) as unknown as Order;
    expect(refundSourceOf(returned(2_400, 0), 'RMA-1042-1')).toEqual([
      { description: 'Speaker Cable (return RMA-1042-1)', quantity: 2, unitNetPence: 1_000, vatRate: 20 },
    ]);
    expect(refundSourceOf(returned(3_900, 1_500), 'RMA-1042-1')).toEqual([
      { description: 'Speaker Cable (return RMA-1042-1)', quantity: 2, unitNetPence: 1_000, vatRate: 20 },
      { description: 'Shipping', quantity: 1, unitNetPence: 1_500, vatRate: 0 },
    ]);
    expect(refundSourceOf(returned(null, null), 'RMA-1042-1')).toBeNull();
    expect(refundSourceOf(returned(2_400, 0), 'cancel:1042')).toBeNull();
  });
});
