import type { Express } from 'express';
import { idSchema, NotFound, parseInput } from '@shop/kit';
import type { HireModels } from '../models';
import { bookingInvoiceSource } from '../modules/quotes';

/** Hire's internal API (signed, as every internal call is): what payments invoices a booking's payments from. */
export function mountInternalRoutes(app: Express, { Quote }: Pick<HireModels, 'Quote'>): void {
  app.get('/internal/hire/bookings/:id/invoice-source', async (req, res) => {
    const id = parseInput(idSchema, req.params.id, 'id');
    const quote = await Quote.findOne({ id }).lean();
    const source = quote && bookingInvoiceSource(quote);
    if (!source) throw new NotFound(`Hire booking ${id} not found`);
    res.json(source);
  });
}
