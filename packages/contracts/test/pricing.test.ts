import {
  FREE_SHIPPING_THRESHOLD_PENCE,
  STANDARD_SHIPPING_PENCE,
  VAT_RATE,
  priceBasket,
  type BasketLine,
} from '../src/pricing';

const line = (unitPricePence: number, quantity = 1, extra: Partial<BasketLine> = {}): BasketLine => ({
  unitPricePence,
  quantity,
  ...extra,
});

describe('basket pricing (storefront spec 9)', () => {
  it('fixes one threshold, one shipping rate and one VAT rate', () => {
    expect(FREE_SHIPPING_THRESHOLD_PENCE).toBe(10_000);
    expect(STANDARD_SHIPPING_PENCE).toBe(1_500);
    expect(VAT_RATE).toBe(0.2);
  });

  it('charges £15 shipping under £100 and adds VAT on the subtotal only', () => {
    expect(priceBasket([line(2_500, 2), line(999)])).toEqual({
      subtotalPence: 5_999,
      shippingPence: 1_500,
      vatPence: 1_200,
      totalPence: 8_699,
    });
  });

  it('ships free from exactly £100', () => {
    expect(priceBasket([line(9_999)]).shippingPence).toBe(1_500);
    expect(priceBasket([line(5_000, 2)])).toEqual({
      subtotalPence: 10_000,
      shippingPence: 0,
      vatPence: 2_000,
      totalPence: 12_000,
    });
  });

  it('rounds VAT to the nearest penny', () => {
    expect(priceBasket([line(1_999)]).vatPence).toBe(400); // 399.8
    expect(priceBasket([line(7)]).vatPence).toBe(1); // 1.4
    expect(priceBasket([line(3)]).vatPence).toBe(1); // 0.6
  });

  it('uses the highest custom shipping cost of the large/heavy lines instead, even over £100', () => {
    const basket = [
      line(45_000, 1, { isLargeHeavy: true, customShippingCostPence: 8_000 }),
      line(30_000, 1, { isLargeHeavy: true, customShippingCostPence: 12_500 }),
      line(2_000, 3),
    ];
    expect(priceBasket(basket)).toEqual({
      subtotalPence: 81_000,
      shippingPence: 12_500,
      vatPence: 16_200,
      totalPence: 109_700,
    });
    expect(priceBasket([line(1_000, 1, { isLargeHeavy: true, customShippingCostPence: 9_000 })]).shippingPence).toBe(
      9_000,
    );
  });

  it('ignores a custom cost on a line that is not large/heavy, and a large/heavy line without one', () => {
    expect(priceBasket([line(1_000, 1, { customShippingCostPence: 9_000 })]).shippingPence).toBe(1_500);
    expect(priceBasket([line(20_000, 1, { isLargeHeavy: true, customShippingCostPence: null })]).shippingPence).toBe(0);
  });

  it('prices an empty basket at nothing', () => {
    expect(priceBasket([])).toEqual({ subtotalPence: 0, shippingPence: 0, vatPence: 0, totalPence: 0 });
  });
});
