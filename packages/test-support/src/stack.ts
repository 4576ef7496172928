import { dropDatabase, testEnv } from '@shop/kit/testing';
import type { Service } from '@shop/kit';
import { createGateway } from '@shop/gateway/src/app';
import { readGatewayConfig } from '@shop/gateway/src/config';
import type { RestRoute } from '@shop/gateway/src/rest/route';
import { restRoutes } from '@shop/gateway/src/rest/routes';

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
};

export type ServiceName = 'content' | 'accounts' | 'catalog' | 'cart' | 'orders' | 'hire' | 'notify' | 'search';

export interface Stack {
  url: string;
  /** Another gateway replica over the same services (stopped with the stack). */
  addGateway: () => Promise<string>;
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
  const services = await Promise.all(names.map(async (name, i) => (await factories[name](envs[i])).start()));
  const config = readGatewayConfig({
    ...process.env,
    ...env,
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SUBGRAPHS: names.map((name, i) => `${name}=${services[i].url}/graphql`).join(','),
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
    stop: async () => {
      await Promise.all(gateways.map((g) => g.stop()));
      await Promise.all(services.map((s) => s.stop()));
      await Promise.all(envs.map((env) => dropDatabase(env.MONGODB_DB!)));
    },
  };
}
