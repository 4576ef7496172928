import { parseShipping, shippingChange } from '../src/domain/shipping';

const shippedAt = new Date('2026-03-02T09:00:00Z');
const now = new Date('2026-03-05T12:00:00Z');
const none = { shipment: null, deliveredOn: null };

describe('shipping and delivering an order', () => {
  it('records the shipment and when it left; the status-only change ships without one', () => {
    const details = parseShipping('shipped', { carrier: 'dhl', trackingNumber: ' 1234567890 ' });
    expect(shippingChange({ shippedAt: null }, 'shipped', details, now)).toEqual({
      shipment: { carrier: 'dhl', carrierName: null, trackingNumber: '1234567890' },
      shippedAt: now,
    });
    expect(shippingChange({ shippedAt: null }, 'shipped', parseShipping('shipped', {}), now)).toEqual({
      shipment: null,
      shippedAt: now,
    });
  });

  it('names the field it refuses', () => {
    expect(() => parseShipping('shipped', { carrier: 'dhl', trackingNumber: 'x!' })).toThrow(
      expect.objectContaining({
        field: 'trackingNumber',
        message: 'trackingNumber: Tracking number must be 4-40 letters, digits, spaces or dashes',
      }),
    );
    expect(() => parseShipping('cancelled', { trackingNumber: 'AB1234' })).toThrow(
      expect.objectContaining({ field: 'carrier' }),
    );
    expect(() => parseShipping('delivered', { deliveredOn: '05/03/2026' })).toThrow(
      expect.objectContaining({ field: 'deliveredOn' }),
    );
    expect(() => parseShipping('completed', { deliveredOn: '2026-03-04' })).toThrow(
      expect.objectContaining({ field: 'deliveredOn' }),
    );
  });

  it('delivers today on the UK calendar unless given a day, never in the future nor before it shipped', () => {
    // 23:30 on 31 May in London is 22:30 UTC: still the 31st in the UK.
    expect(shippingChange({ shippedAt }, 'delivered', none, new Date('2026-05-31T22:30:00Z'))).toEqual({
      deliveredOn: '2026-05-31',
    });
    const on = (deliveredOn: string) =>
      shippingChange({ shippedAt }, 'delivered', { shipment: null, deliveredOn }, now);
    expect(on('2026-03-02')).toEqual({ deliveredOn: '2026-03-02' });
    expect(() => on('2026-03-06')).toThrow('deliveredOn: Delivered date cannot be in the future');
    expect(() => on('2026-03-01')).toThrow('deliveredOn: Delivered date cannot be before the order shipped');
  });

  it('records nothing of shipping on other moves', () => {
    expect(shippingChange({ shippedAt }, 'completed', none, now)).toEqual({});
  });
});
