import { dropDatabase, testEnv } from '@shop/kit/testing';
import { createService as createContent } from '../../../services/content/src/app';
import { readContentConfig } from '../../../services/content/src/config';
import { createGateway } from '../../src/app';
import { readGatewayConfig } from '../../src/config';

/** Services a gateway test can start in process. Each adds itself here. */
const factories = {
  content: async (env: NodeJS.ProcessEnv) => createContent(readContentConfig(env)),
  accounts: async (env: NodeJS.ProcessEnv) => (await import('../../../services/accounts/src/app')).startAccounts(env),
  catalog: async (env: NodeJS.ProcessEnv) => (await import('../../../services/catalog/src/app')).startCatalog(env),
};

export type ServiceName = keyof typeof factories;

export interface Stack {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the named services on free ports with fresh databases, and a gateway composing them. */
export async function startStack(names: ServiceName[]): Promise<Stack> {
  const envs = names.map((name) => testEnv(name));
  const services = await Promise.all(names.map((name, i) => factories[name](envs[i])));
  const gateway = await createGateway(
    readGatewayConfig({
      ...process.env,
      PORT: '0',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      SUBGRAPHS: names.map((name, i) => `${name}=${services[i].url}/graphql`).join(','),
      SUPERGRAPH_POLL_MS: '500',
      // The services' namespace, so the gateway reads their cache generation.
      KAFKA_NAMESPACE: envs[0].KAFKA_NAMESPACE,
    }),
  );
  return {
    url: gateway.url,
    stop: async () => {
      await gateway.stop();
      await Promise.all(services.map((s) => s.stop()));
      await Promise.all(envs.map((env) => dropDatabase(env.MONGODB_DB!)));
    },
  };
}
