import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Kind,
  buildSchema,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import request from 'supertest';
import * as adminOperations from '../../admin-web/src/graphql/__generated__/graphql';
import * as shopOperations from '../../web/src/graphql/__generated__/graphql';
import { readGatewayConfig } from '../src/config';
import { measureOperation } from '../src/query-limits';
import { restRoutes } from '../src/rest/routes';
import { operationDocument } from '../src/rest/variables';
import { startStack, type Stack } from './support/stack';

const config = readGatewayConfig({});
const schema = buildSchema(
  readFileSync(join(__dirname, '../../packages/contracts/graphql/supergraph.graphql'), 'utf8'),
);
const documents = (module: Record<string, unknown>) =>
  Object.entries(module).filter(
    ([, value]) =>
      (value as DocumentNode)?.kind === Kind.DOCUMENT &&
      (value as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
  ) as Array<[string, DocumentNode]>;

/** The operation's measures with generous list sizes: every variable named like a size at 100. */
function measure(document: DocumentNode) {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return measureOperation(schema, operation, fragments, { limit: 100, pageSize: 100 });
}

describe('GraphQL limits (checked before planning)', () => {
  const within = (name: string, document: DocumentNode) => {
    const m = measure(document);
    expect({
      name,
      ok:
        m.depth <= config.GRAPHQL_MAX_DEPTH &&
        m.aliases <= config.GRAPHQL_MAX_ALIASES &&
        m.rootFields <= config.GRAPHQL_MAX_ROOT_FIELDS &&
        m.cost <= config.GRAPHQL_MAX_COST,
      ...m,
    }).toMatchObject({ name, ok: true });
  };

  it.each([...documents(shopOperations), ...documents(adminOperations)])(
    "lets the apps' own %s through",
    (name, document) => within(name, document),
  );

  it('lets every REST route through', () => {
    for (const route of restRoutes) within(`${route.method} ${route.path}`, operationDocument(route.operation));
  });

  describe('through the gateway', () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack(['catalog']);
    }, 60_000);
    afterAll(() => stack.stop());
    const post = (query: string) =>
      request(stack.url).post('/graphql').set('content-type', 'application/json').send({ query });

    it('refuses 500 aliases of a 50-product listing with 400 naming the limit', async () => {
      const query = `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: products(limit: 50) { id name price }`).join(' ')} }`;
      const res = await post(query);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe(`Query has too many aliases: 500, at most ${config.GRAPHQL_MAX_ALIASES}`);
      expect(res.body.data).toBeUndefined();
    });

    it('refuses queries too deep, too costly or too long', async () => {
      const deep = await post(
        '{ products(limit: 1) { related { related { related { related { related { related { related { related { related { id } } } } } } } } } } }',
      );
      expect(deep.status).toBe(400);
      expect(deep.body.errors[0].message).toMatch(/^Query is too deep: 11 levels/);
      const costly = await post(
        `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: products(limit: 5000) { id name price slug }`).join(' ')} }`,
      );
      expect(costly.status).toBe(400);
      expect(costly.body.errors[0].message).toMatch(/^Query is too costly/);
      const long = await post(`{ products(limit: 1) { id } } #${'x'.repeat(config.GRAPHQL_MAX_DOCUMENT_SIZE)}`);
      expect(long.status).toBe(400);
      expect(long.body.errors[0].message).toMatch(/^Query is too large/);
    });

    it('answers an ordinary listing', async () => {
      const res = await post('{ products(limit: 5) { id name price } }');
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
    });
  });
});
