import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import { errorStatuses, openApiDocument, openApiPath } from '../src/rest/openapi';
import { routeLabel } from '../src/rest/route';
import { restRoutes } from '../src/rest/routes';
import { startStack, type Stack } from '@shop/stack';

type Operation = { summary: string; responses: Record<string, unknown>; security?: unknown[] };
// A route answering some of a path's requests (GET /api/products with q) is described by the path's own route.
const documented = restRoutes.filter((r) => !r.when);
const description = openApiDocument(restRoutes) as { paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI description of the REST shims (GET /api/openapi.json)', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    // The validator dereferences in place, so it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(description) as never)).resolves.toBeDefined();
  });

  it.each(documented.map((r) => [routeLabel(r), r] as const))('describes %s', (_label, route) => {
    const operation = description.paths[openApiPath(route.path)]?.[route.method];
    expect(operation).toBeDefined();
    expect(route.summary).toEqual(expect.any(String));
    expect(route.auth).toMatch(/^(public|user|admin)$/);
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining([String(route.status ?? 200), ...errorStatuses(route).map(String), '429']),
    );
    expect(operation.security !== undefined).toBe(route.auth !== 'public');
  });

  it('describes nothing that is not in the route table', () => {
    const described = Object.entries(description.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(described.sort()).toEqual(documented.map((r) => `${r.method} ${openApiPath(r.path)}`).sort());
  });

  it('refuses two path templates that differ only in parameter names', () => {
    const twin = (path: string) => ({ ...restRoutes[0], method: 'get' as const, path });
    expect(() => openApiDocument([twin('/api/things/:id'), twin('/api/things/:slug')])).toThrow(
      /differ only in parameter names/,
    );
  });
});

describe('the gateway serves the description and its docs page', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(['content']);
  });
  afterAll(() => stack.stop());

  it('answers the description as JSON', async () => {
    const res = await request(stack.url).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(description);
  });

  it('renders /api/docs with scripts from its own origin only (script-src self, nothing inline)', async () => {
    const page = await request(stack.url).get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.text.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes)![1];
      const asset = await request(stack.url).get(src);
      expect(asset.status).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
    }
    expect((await request(stack.url).get('/api/docs/start.js')).text).toContain('"/api/openapi.json"');
  });
});
