import type { Express } from 'express';
import { refundSourceQuerySchema } from '@shop/contracts';
import { idSchema, NotFound, parseInput } from '@shop/kit';
import { foundOrder } from '../application/order-queries';
import { invoiceSourceOf, refundSourceOf } from '../domain/invoice-source';
import type { OrdersModels } from '../models';

/**
 * Orders' internal API (signed, as every internal call is): what payments invoices an order from, and what a return's
 * refund gives back, which its credit note lists.
 */
export function mountInternalRoutes(app: Express, { Order }: Pick<OrdersModels, 'Order'>): void {
  app.get('/internal/orders/:id/invoice-source', async (req, res) => {
    const id = parseInput(idSchema, req.params.id, 'id');
    res.json(invoiceSourceOf(foundOrder(id, await Order.findOne({ id }).lean())));
  });
  app.get('/internal/orders/:id/refund-source', async (req, res) => {
    const id = parseInput(idSchema, req.params.id, 'id');
    const { reference } = parseInput(refundSourceQuerySchema, req.query);
    const order = await Order.findOne({ id }).lean();
    const lines = order && refundSourceOf(order, reference);
    if (!lines) throw new NotFound(`Order ${id} has no return refunded as ${reference}`);
    res.json({ lines });
  });
}
