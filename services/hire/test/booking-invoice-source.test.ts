import { bookingInvoiceSource } from '../src/modules/quotes';
import type { Quote } from '../src/modules/quotes';

/** A booking as confirmed: its frozen price (net £625, VAT £125) and the customer's delivery address. */
const booking = (overrides: Partial<Quote> = {}) =>
  ({
    id: 57,
    number: 'Q-2026-0042',
    userId: 9,
    customerName: 'Jo Bloggs',
    customerEmail: 'jo@example.com',
    deliveryAddress: '3 Pier Road',
    deliveryCity: 'Brighton',
    deliveryPostalCode: 'BN1 1AA',
    booked: {
      startDate: '2026-12-04',
      endDate: '2026-12-06',
      lines: [
        { description: 'PA Speaker', quantity: 2 },
        { description: 'Mixing Desk', quantity: 1 },
      ],
      netPence: 62_500,
      vatPence: 12_500,
      totalPence: 75_000,
    },
    ...overrides,
  }) as unknown as Quote;

describe("what a booking's VAT invoices list", () => {
  it('gives the booked price as one line at 20 %, naming the dates and the equipment, so its VAT is the booking’s', () => {
    expect(bookingInvoiceSource(booking())).toEqual({
      reference: 'Hire booking Q-2026-0042',
      customer: {
        userId: 9,
        name: 'Jo Bloggs',
        address: ['3 Pier Road', 'Brighton', 'BN1 1AA'],
        email: 'jo@example.com',
      },
      lines: [
        {
          description: 'Equipment hire, 04 Dec 2026 to 06 Dec 2026: 2 × PA Speaker, 1 × Mixing Desk',
          quantity: 1,
          unitNetPence: 62_500,
          vatRate: 20,
        },
      ],
    });
  });

  it('has nothing for a quote not booked, and names a booking collected from the warehouse by its customer alone', () => {
    expect(bookingInvoiceSource(booking({ booked: null }))).toBeNull();
    const collected = bookingInvoiceSource(
      booking({ deliveryAddress: null, deliveryCity: null, deliveryPostalCode: null }),
    );
    expect(collected!.customer.address).toEqual([]);
  });
});
