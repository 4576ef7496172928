import { VAT_RATE_PERCENT, type InvoiceSource } from '@shop/contracts';
import type { Quote } from '../models/quote';
import { readableDay } from './quote-lifecycle';

/**
 * What a booking is invoiced from: its booked price (hire, delivery, installation, waiver, less any discount), all at
 * the standard rate, as one line naming the dates and the equipment, so its VAT is the booking's own; each payment's
 * invoice is its part of this. Null for a quote not booked.
 */
export function bookingInvoiceSource(quote: Quote): InvoiceSource | null {
  if (!quote.booked) return null;
  const price = quote.booked;
  const equipment = price.lines.map((line) => `${line.quantity} × ${line.description}`).join(', ');
  const dates = `${readableDay(price.startDate)} to ${readableDay(price.endDate)}`;
  return {
    reference: `Hire booking ${quote.number ?? `#${quote.id}`}`,
    customer: {
      userId: quote.userId,
      name: quote.customerName,
      address: [quote.deliveryAddress, quote.deliveryCity, quote.deliveryPostalCode].filter((part): part is string =>
        Boolean(part?.trim()),
      ),
      email: quote.customerEmail,
    },
    lines: [
      {
        description: `Equipment hire, ${dates}${equipment ? `: ${equipment}` : ''}`.slice(0, 500),
        quantity: 1,
        unitNetPence: price.netPence,
        vatRate: VAT_RATE_PERCENT,
      },
    ],
  };
}
