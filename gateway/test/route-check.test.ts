import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import request from 'supertest';
import { eventually, opsUrlOf } from '@shop/kit/testing';
import { route } from './support/routes';
import { graphql } from '../src/rest/__generated__';
import type { RestRoute } from '../src/rest/route';
import { checkRoutes } from '../src/rest/route-check';
import { restRoutes } from '../src/rest/routes';
import { startStack, type Stack } from '@shop/stack';

/** The supergraph's API schema, composed from every subgraph's SDL by `npm run codegen` (checked fresh in CI). */
const supergraph = buildSchema(
  readFileSync(join(__dirname, '../../packages/contracts/graphql/supergraph.graphql'), 'utf8'),
);

describe('REST routes against the composed supergraph', () => {
  it('finds every documented route valid against the subgraphs as they are', () => {
    expect(checkRoutes(supergraph, restRoutes)).toEqual([]);
  });

  it('names a route whose operation asks for a field no subgraph has', () => {
    const typo = route({ method: 'get', path: '/api/typo', operation: 'query { categoriez { id } }' });
    expect(checkRoutes(supergraph, [typo])).toEqual([
      { route: 'GET /api/typo', errors: [expect.stringContaining('Cannot query field "categoriez"')] },
    ]);
  });

  it('names a route whose operation codegen has not generated', () => {
    const stale = {
      method: 'get',
      path: '/api/stale',
      operation: graphql('query Stale { categories { id } }' as string),
    };
    expect(checkRoutes(supergraph, [stale as RestRoute])).toEqual([
      { route: 'GET /api/stale', errors: [expect.stringContaining('npm run codegen')] },
    ]);
  });
});

describe('a gateway with a broken REST route', () => {
  let stack: Stack;
  const broken = route({
    method: 'get',
    path: '/api/broken',
    operation: 'query { categoriez { id } }',
    subgraph: 'content',
  });

  beforeAll(async () => {
    stack = await startStack(['content'], [...restRoutes, broken]);
  });

  afterAll(() => stack?.stop());

  it('fails its readiness check naming the route, and answers the route with 500, not 503', async () => {
    const api = () => request(stack.url);
    await eventually(async () => {
      const ready = await request(opsUrlOf(stack.url)).get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.checks.restRoutes).toBe('broken REST routes: GET /api/broken');
    }, 30_000);
    expect(await api().get('/api/broken')).toMatchObject({ status: 500, body: { message: 'Internal server error' } });
    // The other routes of the subgraph still answer.
    expect((await api().get('/api/categories')).status).toBe(200);
  });
});

describe('a gateway with a route edited after the last codegen', () => {
  let stack: Stack;
  // Codegen's graphql() answers {} for text it has not generated (tsc refuses it; a tree mid-edit runs it).
  const notGenerated: RestRoute = {
    method: 'get',
    path: '/api/not-generated',
    operation: graphql('query NotGenerated { categories { id } }' as string) as RestRoute['operation'],
    subgraph: 'content',
  };

  beforeAll(async () => {
    stack = await startStack(['content'], [...restRoutes, notGenerated]);
  });

  afterAll(() => stack?.stop());

  it('starts and serves the other routes, failing readiness and that route with 500 naming the cause', async () => {
    await eventually(async () => {
      const ready = await request(opsUrlOf(stack.url)).get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.checks.restRoutes).toBe('broken REST routes: GET /api/not-generated');
    }, 30_000);
    expect(await request(stack.url).get('/api/not-generated')).toMatchObject({ status: 500 });
    expect((await request(stack.url).get('/api/categories')).status).toBe(200);
  });
});
