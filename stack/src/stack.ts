import { dropDatabase, freePort, testEnv } from '@shop/kit/testing';
import type { Service } from '@shop/kit';
import { createGateway } from '@shop/gateway/src/app';
import { readGatewayConfig } from '@shop/gateway/src/config';
import type { RestRoute } from '@shop/gateway/src/rest/route';
import { restRoutes } from '@shop/gateway/src/rest/routes';
import { hasSubgraph } from './process-stack';
import { startStripeStandIn, type StripeStandIn } from '@shop/test-support/stripe';

/** Services a gateway test can start in process, each through its own createService. */
const factories: Record<string, (env: NodeJS.ProcessEnv) => Promise<Service>> = {
  content: async (env) => (await import('@shop/content/src/app')).contentService(env),
  accounts: async (env) => (await import('@shop/accounts/src/app')).accountsService(env),
  catalog: async (env) => (await import('@shop/catalog/src/app')).catalogService(env),
  cart: async (env) => (await import('@shop/cart/src/app')).cartService(env),
  orders: async (env) => (await import('@shop/orders/src/app')).ordersService(env),
  hire: async (env) => (await import('@shop/hire/src/app')).hireService(env),
  notify: async (env) => (await import('@shop/notify/src/app')).notifyService(env),
  search: async (env) => (await import('@shop/search/src/app')).searchService(env),
  payments: async (env) => (await import('@shop/payments/src/app')).paymentsService(env),
};

export type ServiceName =
  'content' | 'accounts' | 'catalog' | 'cart' | 'orders' | 'hire' | 'notify' | 'search' | 'payments';

/** The webhook secret the stand-in signs with and payments checks in test stacks. */
const STRIPE_WEBHOOK_SECRET = 'whsec_stack_test_secret';

export interface Stack {
  url: string;
  /** Another gateway replica over the same services (stopped with the stack). */
  addGateway: () => Promise<string>;
  /** The Stripe stand-in payments talks to (with payments in the stack). */
  stripe: StripeStandIn | null;
  stop: () => Promise<void>;
}

/**
 * Starts the named services on free ports with fresh databases, and a gateway composing them;
 * `env` overrides settings for all of them (e.g. another Kafka).
 */
export async function startStack(
  names: ServiceName[],
  routes: RestRoute[] = restRoutes,
  env: Record<string, string> = {},
): Promise<Stack> {
  const envs = names.map((name) => testEnv(name, env));
  // Payments first, talking to Stripe's stand-in, so hire, orders and the gateway are given its address.
  const paymentsAt = names.indexOf('payments');
  const stripe = paymentsAt >= 0 ? await startStripeStandIn({ webhookSecret: STRIPE_WEBHOOK_SECRET }) : null;
  if (stripe) {
    Object.assign(envs[paymentsAt], {
      STRIPE_API_BASE: stripe.apiBase,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_SECRET_KEY: 'sk_test_StackTestKey',
    });
  }
  if (stripe) {
    // Payments asks orders and hire for what it invoices: they start after it, so their ports are chosen now.
    for (const [i, name] of names.entries()) {
      if (name !== 'orders' && name !== 'hire') continue;
      envs[i].PORT = String(await freePort());
      envs[i].OPS_PORT = '0';
      envs[paymentsAt][name === 'orders' ? 'ORDERS_URL' : 'HIRE_URL'] = `http://127.0.0.1:${envs[i].PORT}`;
    }
  }
  const payments = stripe ? await (await factories.payments(envs[paymentsAt])).start() : null;
  if (stripe && payments) {
    stripe.webhookUrl = `${payments.url}/webhooks/stripe`;
    for (const [i, name] of names.entries()) {
      if (name === 'hire' || name === 'orders' || name === 'notify') envs[i].PAYMENTS_URL = payments.url;
    }
  }
  const services = await Promise.all(
    names.map(async (name, i) => (i === paymentsAt ? payments! : (await factories[name](envs[i])).start())),
  );
  const config = readGatewayConfig({
    ...process.env,
    ...env,
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SUBGRAPHS: names
      .map((name, i) => hasSubgraph(name) && `${name}=${services[i].url}/graphql`)
      .filter(Boolean)
      .join(','),
    ...(payments && { PAYMENTS_URL: payments.url }),
    SUPERGRAPH_POLL_MS: '500',
    // The services' namespace, so the gateway reads their cache generation.
    KAFKA_NAMESPACE: envs[0].KAFKA_NAMESPACE,
  });
  const gateways: Service[] = [];
  const addGateway = async () => {
    const gateway = createGateway(config, routes);
    gateways.push(gateway);
    return (await gateway.start()).url;
  };
  const url = await addGateway();
  return {
    url,
    addGateway,
    stripe,
    stop: async () => {
      await Promise.all(gateways.map((g) => g.stop()));
      await Promise.all(services.map((s) => s.stop()));
      await stripe?.stop();
      await Promise.all(envs.map((env) => dropDatabase(env.MONGODB_DB!)));
    },
  };
}
