import { z } from 'zod';

/**
 * VAT invoices and credit notes (issued by the payments service): what the services that own a sale tell payments of
 * it (`InvoiceSource`), and how the documents are asked for.
 */

/** One line of a sale as its owning service priced it: a quantity at a unit price without VAT, and its VAT rate. */
export const invoiceSourceLineSchema = z.object({
  description: z.string().min(1).max(500),
  quantity: z.number().int().min(1),
  unitNetPence: z.number().int(),
  /** A whole percentage: 20 standard, 0 for what the shop charges no VAT on (an order's shipping). */
  vatRate: z.number().int().min(0).max(100),
});
export type InvoiceSourceLine = z.infer<typeof invoiceSourceLineSchema>;

/**
 * What an order or a hire booking is invoiced from, as orders' and hire's internal APIs answer it
 * (`GET /internal/orders/{id}/invoice-source`, `GET /internal/hire/bookings/{id}/invoice-source`).
 */
export const invoiceSourceSchema = z.object({
  /** What the customer knows the sale by ("Order #1042", "Hire booking #57"). */
  reference: z.string().min(1).max(200),
  customer: z.object({
    userId: z.number().int().nullable(),
    name: z.string().min(1).max(200),
    /** The address as printed, one line per part. */
    address: z.array(z.string().max(500)).max(10),
    email: z.string().max(254).nullable(),
  }),
  lines: z.array(invoiceSourceLineSchema).min(1),
});
export type InvoiceSource = z.infer<typeof invoiceSourceSchema>;

/** What a refund of a sale gives back, asked by the refund's reference (`?reference=RMA-1042-1`). */
export const refundSourceQuerySchema = z.object({
  reference: z.string({ error: 'reference is required' }).trim().min(1).max(100),
});

/** A refund's lines as the owning service answers them (`GET /internal/orders/{id}/refund-source`). */
export const refundSourceSchema = z.object({ lines: z.array(invoiceSourceLineSchema).min(1) });

/** A month of the accountant's export (`?month=2026-11`). */
export const invoiceMonthQuerySchema = z.object({
  month: z
    .string({ error: 'month is required, as YYYY-MM' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be a month as YYYY-MM'),
});

/** What a document is called on the page and the PDF. */
export const VAT_DOCUMENT_TITLES = { invoice: 'VAT invoice', 'credit-note': 'Credit note' } as const;

/** A VAT invoice or credit note as the API lists it (`GET /api/orders/{id}/invoices`), the fields a page shows. */
export interface VatDocumentListed {
  /** INV-2026-000123 or CN-2026-000045. */
  number: string;
  kind: keyof typeof VAT_DOCUMENT_TITLES;
  /** ISO time. */
  issuedAt: string;
  /** GBP. */
  gross: number;
  /** A credit note's invoice. */
  creditedInvoice: string | null;
  /** Where its PDF is (`/api/invoices/{number}.pdf`). */
  pdfUrl: string;
}
