import { randomUUID } from 'node:crypto';
import { deleteTopicsWithPrefix, dropDatabase } from '@shop/kit/testing';
import { seed } from '@shop/test-support/seed';
import { SERVICES, startStack } from '@shop/stack/process-stack';
import { E2E_PORT } from './playwright.config';

/** Starts every service and the gateway with fresh databases and demo data; returns the teardown. */
export default async function globalSetup() {
  const runId = randomUUID().slice(0, 8);
  const namespace = `e2e.${runId}.`;
  const stack = await startStack({
    gatewayPort: E2E_PORT,
    portOffset: Number(process.env.E2E_PORT_OFFSET ?? 300),
    dbSuffix: `_e2e_${runId}`,
    env: {
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      KAFKA_NAMESPACE: namespace,
      KAFKA_TOPIC_PARTITIONS: '1',
      // Specs act on the server's page before the app runs; on a loaded machine a render can take longer than the
      // production limit, which would send the plain shell instead.
      SSR_TIMEOUT_MS: '15000',
    },
    output: (name, line) => process.stderr.write(`[${name}] ${line}\n`),
  });
  await seed(stack.url, { username: 'admin', password: 'admin123' }, () => undefined);
  return async () => {
    await stack.stop();
    await Promise.all(SERVICES.map((s) => dropDatabase(`shop_${s.name}_e2e_${runId}`)));
    await deleteTopicsWithPrefix(namespace);
  };
}
