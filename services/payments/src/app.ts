import { ServiceRuntime, serviceFrom, type Service, type Written } from '@shop/kit';
import { stripeAccount } from './adapters/stripe';
import { openCheckoutSession } from './application/open-checkout-session';
import { paymentById, paymentsOfSubject } from './application/payment-queries';
import { paymentSettingsUseCases } from './application/payment-settings';
import { reconcileWithStripe, reconciliationReports } from './application/reconcile-with-stripe';
import { refundPayment } from './application/refund-payment';
import { takeStripeWebhook } from './application/take-stripe-webhook';
import { readPaymentsConfig, type PaymentsConfig } from './config';
import { mountInternalRoutes, mountWebhookRoute } from './http/routes';
import { invoicing } from './invoicing';
import { createModels, createStores } from './models';
import { paymentSettingsStore } from './models/payment-settings-store';

/** The money: Stripe Checkout Sessions for orders and hire bookings, Stripe's webhooks, refunds. */
export function createService(config: PaymentsConfig): Service {
  return serviceFrom(async () => {
    const runtime = await ServiceRuntime.create({ name: 'payments', config, dbName: config.MONGODB_DB });
    const models = createModels(runtime.connection);
    const invoices = invoicing(runtime, models.Payment, config);
    runtime.useOutbox([models.Payment]);
    const stores = createStores(models, (written?: Written) => runtime.kickRelay(written));
    const settings = paymentSettingsStore(models.PaymentSettings, config.SECRETS_KEY, {
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    });
    const deps = {
      connection: runtime.connection,
      models,
      stores,
      stripe: stripeAccount(settings.keys, config),
      paymentOptions: settings.paymentOptions,
      config,
      logger: runtime.logger,
    };
    const useCases = {
      open: openCheckoutSession(deps),
      refund: refundPayment(deps),
      ofSubject: paymentsOfSubject(deps),
      byId: paymentById(deps),
      takeWebhook: takeStripeWebhook(deps),
      reconcile: reconcileWithStripe(deps),
      reports: reconciliationReports(deps),
      settings: paymentSettingsUseCases({ settings, production: config.NODE_ENV === 'production' }),
    };
    // Yesterday's reconciliation, once a day across the replicas (the first as the service starts).
    await runtime.schedule('reconciliation', config.RECONCILIATION_EVERY_MS, async () => {
      await useCases.reconcile();
    });
    mountWebhookRoute(runtime.publicRoutes, useCases);
    mountInternalRoutes(runtime.app, useCases);
    await invoices.start();
    return runtime.listen(config.PORT);
  });
}

/** Starts the service from an environment's settings (how in-process test stacks start it). */
export const paymentsService = (env: NodeJS.ProcessEnv): Service => createService(readPaymentsConfig(env));
