import request from 'supertest';
import type { Service } from '@shop/kit';
import { dropDatabase, eventually, freePort, opsUrlOf, testEnv } from '@shop/kit/testing';
import { contentService } from '@shop/content/src/app';
import { hireService } from '@shop/hire/src/app';
import { createGateway } from '../src/app';
import { readGatewayConfig } from '../src/config';

/**
 * A gateway started while one of its subgraphs is down (as after a crash of both): it serves the rest, answers the
 * missing subgraph's routes 503, and takes the subgraph in once it answers, without a restart.
 */

const contentEnv = testEnv('content');
const hireEnv = testEnv('hire');
let content: Service;
let hire: Service | undefined;
let gateway: Service;
let url: string;
let hirePort: number;

beforeAll(async () => {
  content = contentService(contentEnv);
  const contentUrl = (await content.start()).url;
  hirePort = await freePort();
  gateway = createGateway(
    readGatewayConfig({
      ...process.env,
      PORT: '0',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      SUBGRAPHS: `content=${contentUrl}/graphql,hire=http://127.0.0.1:${hirePort}/graphql`,
      SUPERGRAPH_POLL_MS: '500',
      KAFKA_NAMESPACE: contentEnv.KAFKA_NAMESPACE!,
    }),
  );
  url = (await gateway.start()).url;
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await hire?.stop();
  await content?.stop();
  await Promise.all([dropDatabase(contentEnv.MONGODB_DB!), dropDatabase(hireEnv.MONGODB_DB!)]);
});

it('starts without hire, answers its routes 503, and serves them once hire is up', async () => {
  const quote = () => request(url).get('/api/hire/quotes/1');
  expect((await request(url).get('/api/categories')).status).toBe(200);
  expect(await quote()).toMatchObject({ status: 503, body: { message: expect.stringMatching(/not available/) } });
  const ready = await request(opsUrlOf(url)).get('/readyz');
  expect(ready.body.checks.supergraph).toBe('waiting for hire');

  hire = hireService({ ...hireEnv, PORT: String(hirePort) });
  await hire.start();
  await eventually(async () => {
    expect((await request(opsUrlOf(url)).get('/readyz')).body.checks.supergraph).toBe('ok');
  }, 30_000);
  // Hire answers now: a quote this visitor may not see, not the gateway's 503.
  expect((await quote()).status).not.toBe(503);
}, 120_000);
