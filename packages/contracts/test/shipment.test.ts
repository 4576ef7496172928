import { eventCatalog } from '../src/events';
import { carrierLabel, shipmentInputSchema, trackingNumberSchema, trackingUrl } from '../src/shipment';

describe('a shipment the customer can follow', () => {
  it('takes a tracking number of 4-40 letters, digits, spaces or dashes, trimmed', () => {
    expect(trackingNumberSchema.parse('  JD0002 2398 1234-5  ')).toBe('JD0002 2398 1234-5');
    expect(trackingNumberSchema.safeParse('AB1').success).toBe(false);
    expect(trackingNumberSchema.safeParse('A'.repeat(41)).success).toBe(false);
    expect(trackingNumberSchema.safeParse('AB12/34').success).toBe(false);
    expect(trackingNumberSchema.safeParse('<script>').success).toBe(false);
  });

  it("links a named carrier's tracking page with the number, and names an other carrier as typed", () => {
    const royalMail = shipmentInputSchema.parse({ carrier: 'royal-mail', trackingNumber: 'AB 1234 5678 GB' });
    expect(trackingUrl(royalMail)).toBe('https://www.royalmail.com/track-your-item#/tracking-results/AB12345678GB');
    expect(carrierLabel(royalMail)).toBe('Royal Mail');
    expect(trackingUrl({ carrier: 'dpd', trackingNumber: '1550-1234' })).toBe(
      'https://track.dpd.co.uk/parcels/1550-1234',
    );
    const courier = shipmentInputSchema.parse({ carrier: 'other', carrierName: ' Van Co ', trackingNumber: 'VAN-77' });
    expect(courier).toEqual({ carrier: 'other', carrierName: 'Van Co', trackingNumber: 'VAN-77' });
    expect(trackingUrl(courier)).toBeNull();
    expect(carrierLabel(courier)).toBe('Van Co');
  });

  it("asks for an other carrier's name, and keeps no typed name for a named carrier", () => {
    const nameless = shipmentInputSchema.safeParse({ carrier: 'other', trackingNumber: 'VAN-77' });
    expect(nameless.error?.issues[0]).toMatchObject({ path: ['carrierName'], message: "Enter the carrier's name" });
    expect(
      shipmentInputSchema.parse({ carrier: 'evri', carrierName: 'ignored', trackingNumber: 'H00AB12345' }).carrierName,
    ).toBeNull();
    expect(
      shipmentInputSchema.safeParse({ carrier: 'pigeon', trackingNumber: 'H00AB12345' }).error?.issues[0],
    ).toMatchObject({ path: ['carrier'] });
  });

  it('still reads a status change published before shipments were recorded', () => {
    const old = { orderId: 1, userId: 2, from: 'processing', to: 'shipped', reason: null, customerEmail: null };
    expect(eventCatalog.OrderStatusChanged.data.parse(old)).toEqual(old);
  });
});
