import type { StartedService } from '@shop/kit';
import { TEST_KAFKA_NAMESPACE } from '@shop/kit/testing';
import { createStorefront } from '../../src/app';
import { readStorefrontConfig } from '../../src/config';

/** The page service as production runs it (its defaults, the render deadline among them) over a test's build. */
export function startProductionStorefront(dist: string, serverRenderer: string): Promise<StartedService> {
  return createStorefront(
    readStorefrontConfig({
      ...process.env,
      NODE_ENV: 'production',
      PAGES_SECRET: 'pages-secret-of-this-test-only',
      PORT: '0',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      WEB_DIST: dist,
      WEB_SSR_ENTRY: serverRenderer,
      KAFKA_NAMESPACE: TEST_KAFKA_NAMESPACE,
    }),
  ).start();
}
