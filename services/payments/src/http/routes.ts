import type { Express, Router } from 'express';
import { idSchema, parseInput } from '@shop/kit';
import type { openCheckoutSession } from '../application/open-checkout-session';
import type { paymentById, paymentsOfSubject } from '../application/payment-queries';
import type { PaymentSettingsUseCases } from '../application/payment-settings';
import type { reconcileWithStripe, reconciliationReports } from '../application/reconcile-with-stripe';
import type { refundPayment } from '../application/refund-payment';
import type { takeStripeWebhook } from '../application/take-stripe-webhook';
import { paymentView } from './payment-view';

export interface PaymentsUseCases {
  open: ReturnType<typeof openCheckoutSession>;
  refund: ReturnType<typeof refundPayment>;
  ofSubject: ReturnType<typeof paymentsOfSubject>;
  byId: ReturnType<typeof paymentById>;
  takeWebhook: ReturnType<typeof takeStripeWebhook>;
  reconcile: ReturnType<typeof reconcileWithStripe>;
  reports: ReturnType<typeof reconciliationReports>;
  settings: PaymentSettingsUseCases;
}

/** Stripe's webhook: called by Stripe itself, so it is public and checks Stripe's signature over the raw body. */
export function mountWebhookRoute(publicRoutes: Router, { takeWebhook }: PaymentsUseCases): void {
  publicRoutes.post('/webhooks/stripe', async (req, res) => {
    const result = await takeWebhook(req.rawBody, req.header('stripe-signature'));
    req.log.info(result, 'Stripe webhook taken');
    res.json({ received: true });
  });
}

/**
 * The internal API the services that take money call (orders, hire), signed as the gateway signs (the kit's
 * `signGatewayRequest` with INTERNAL_SECRET), so no browser reaches it: open a payment page, refund, read.
 */
export function mountInternalRoutes(
  app: Express,
  { open, refund, ofSubject, byId, reconcile, reports, settings }: PaymentsUseCases,
): void {
  app.post('/internal/checkout-sessions', async (req, res) => {
    res.status(201).json(paymentView(await open(req.body)));
  });
  app.get('/internal/payments', async (req, res) => {
    res.json((await ofSubject(req.query)).map(paymentView));
  });
  app.get('/internal/payments/:id', async (req, res) => {
    res.json(paymentView(await byId(parseInput(idSchema, req.params.id, 'id'))));
  });
  app.post('/internal/payments/:id/refunds', async (req, res) => {
    res.json(paymentView(await refund(parseInput(idSchema, req.params.id, 'id'), req.body)));
  });
  // The admin screen's (through the gateway): the latest days' reconciliation reports, and a day's run now.
  app.get('/internal/reconciliations', async (req, res) => {
    res.json(await reports(req.query));
  });
  app.post('/internal/reconciliations', async (req, res) => {
    res.json(await reconcile(req.body ?? {}));
  });
  // The admin's Payments card (through the gateway, admins only), and what the checkout may offer (orders').
  app.get('/internal/payment-settings', async (_req, res) => {
    res.json(await settings.read());
  });
  app.post('/internal/payment-settings', async (req, res) => {
    res.json(await settings.save(req.body));
  });
  app.get('/internal/payment-options', async (_req, res) => {
    res.json(await settings.options());
  });
}
