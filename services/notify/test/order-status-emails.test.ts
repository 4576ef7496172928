import { DEFAULT_EMAIL_SETTINGS } from '@shop/contracts';
import { orderStatusEmails } from '../src/domain/emails';

const settings = DEFAULT_EMAIL_SETTINGS;
const change = {
  orderId: 77,
  userId: 7,
  from: 'processing' as const,
  to: 'shipped' as const,
  reason: null,
  customerEmail: 'jo@example.co.uk',
};
const shipment = {
  carrier: 'dpd' as const,
  carrierName: null,
  trackingNumber: '1550 1234',
  trackingUrl: 'https://track.dpd.co.uk/parcels/15501234',
  shippedAt: '2026-03-02T09:00:00.000Z',
};

describe("the customer's shipped and delivered emails", () => {
  it('names the carrier and tracking number, and links the tracking page', () => {
    const [mail] = orderStatusEmails(settings, { ...change, shipment });
    expect(mail).toMatchObject({ to: 'jo@example.co.uk', subject: 'Order #77 has shipped' });
    expect(mail.text).toContain('Carrier: DPD');
    expect(mail.text).toContain('Tracking number: 1550 1234');
    expect(mail.text).toContain('Track your parcel: https://track.dpd.co.uk/parcels/15501234');
    expect(mail.html).toContain('<a href="https://track.dpd.co.uk/parcels/15501234"');
  });

  it('names an other carrier as typed, escaped, with no link; an order shipped without a shipment says only that', () => {
    const courier = { ...shipment, carrier: 'other' as const, carrierName: 'Van <Co>', trackingUrl: null };
    const [mail] = orderStatusEmails(settings, { ...change, shipment: courier });
    expect(mail.html).toContain('Van &lt;Co&gt;');
    expect(mail.html).not.toContain('<a href');
    const [plain] = orderStatusEmails(settings, change);
    expect(plain.text).not.toContain('Tracking number');
  });

  it('says the day a delivered order arrived', () => {
    const [mail] = orderStatusEmails(settings, {
      ...change,
      from: 'shipped',
      to: 'delivered',
      deliveredOn: '2026-03-05',
    });
    expect(mail.subject).toBe('Order #77 has been delivered');
    expect(mail.text).toContain('Delivered on: 05 Mar 2026');
  });
});
