import type { Express } from 'express';
import { idSchema, NotFound, parseInput } from '@shop/kit';
import { invoiceSourceOf } from '../domain/invoice-source';
import type { OrdersModels } from '../models';

/** Orders' internal API (signed, as every internal call is): what payments invoices an order from. */
export function mountInternalRoutes(app: Express, { Order }: Pick<OrdersModels, 'Order'>): void {
  app.get('/internal/orders/:id/invoice-source', async (req, res) => {
    const id = parseInput(idSchema, req.params.id, 'id');
    const order = await Order.findOne({ id }).lean();
    if (!order) throw new NotFound(`Order ${id} not found`);
    res.json(invoiceSourceOf(order));
  });
}
