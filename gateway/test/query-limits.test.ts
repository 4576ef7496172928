import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Kind,
  buildSchema,
  getNullableType,
  isListType,
  isObjectType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import request from 'supertest';
import { LIST_SIZES } from '@shop/contracts';
import { eventually } from '@shop/kit/testing';
import * as adminOperations from '@shop/admin-web/src/graphql/__generated__/graphql';
import * as shopOperations from '@shop/web/src/graphql/__generated__/graphql';
import { readGatewayConfig } from '../src/config';
import { IdentityForwardingDataSource } from '../src/context';
import { QueryBudget } from '../src/query-budget';
import { measureAnswer, measureOperation } from '../src/query-limits';
import { restRoutes } from '../src/rest/routes';
import { startStack, type Stack } from '@shop/stack';

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

/** The query: five levels of related products under every product. */
const NESTED_RELATED =
  '{ products { related(limit:4){ related(limit:4){ related(limit:4){ related(limit:4){ related(limit:4){ id } } } } } } }';

/** The operation's measures with every list at its ceiling (no `limit` variables given). */
function measure(document: DocumentNode) {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return measureOperation(schema, operation, fragments);
}

describe('list ceilings', () => {
  const listFields = Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .filter((type) => !type.name.startsWith('__'))
    .flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => isListType(getNullableType(field.type)))
        .map((field) => `${type.name}.${field.name}`),
    );

  it('has one for every list field of the graph, and none for anything else', () => {
    const sized = Object.entries(LIST_SIZES).flatMap(([type, fields]) =>
      Object.keys(fields).map((f) => `${type}.${f}`),
    );
    expect(sized.sort()).toEqual(listFields.sort());
  });

  it('costs a list at its ceiling, whatever limit is asked for', () => {
    const cost = (query: string) => measure(parse(query)).cost;
    // 200 products, each with its 4 related (the resolver answers no more), each with an id.
    expect(cost('{ products { related(limit: 1000) { id } } }')).toBe(1 + 200 + 200 * 4);
    expect(cost('{ products(limit: 5) { related { id } } }')).toBe(1 + 5 + 5 * 4);
    expect(cost(NESTED_RELATED)).toBeGreaterThan(config.GRAPHQL_MAX_COST);
  });
});

describe('costly fields', () => {
  it("costs a revision's PDF as a thousand fields, wherever it is asked for", () => {
    const cost = (query: string) => measure(parse(query)).cost;
    expect(cost('{ hireQuote(id: 1) { sentRevision { pdf } } }')).toBe(1 + 1 + 1000);
    expect(cost('{ hireQuote(id: 1) { revisions { pdf } } }')).toBe(1 + 1 + 20 * 1000);
  });

  it('costs an answer by what came back: each list as long as it is, each field weighed', () => {
    const document = parse(
      '{ products { id name related { id } } quote: hireQuote(id: 1) { ...Files } } fragment Files on HireQuote { revisions { number pdf } }',
    );
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
    const fragments = { Files: document.definitions[1] as FragmentDefinitionNode };
    const data = {
      products: [
        { id: 1, name: 'Mixer', related: [{ id: 2 }] },
        { id: 2, name: 'Speaker', related: [] },
      ],
      quote: { revisions: [{ number: 'Q-2026-0001', pdf: 'JVBERi0=' }] },
    };
    // products, 2 × (id, name, related) and one related id; quote, revisions, number and a PDF.
    expect(measureAnswer(schema, operation, fragments, data)).toBe(1 + 2 * 3 + 1 + (1 + 1 + 1 + 1000));
    expect(measureAnswer(schema, operation, fragments, { products: [], quote: null })).toBe(2);
  });
});

describe('GraphQL limits (checked before planning)', () => {
  /** Within every limit, at a cost of `maxCost` at most. */
  const within = (name: string, document: DocumentNode, maxCost: number) => {
    const m = measure(document);
    expect({
      name,
      ok:
        m.depth <= config.GRAPHQL_MAX_DEPTH &&
        m.aliases <= config.GRAPHQL_MAX_ALIASES &&
        m.rootFields <= config.GRAPHQL_MAX_ROOT_FIELDS &&
        m.cost <= maxCost,
      ...m,
    }).toMatchObject({ name, ok: true });
  };

  it.each(documents(shopOperations))("lets the shop's own %s through, far inside the limits", (name, document) =>
    // Far inside: half the cost limit, a tenth of a visitor's minute.
    within(name, document, Math.min(config.GRAPHQL_MAX_COST / 2, config.GRAPHQL_COST_PER_MINUTE / 10)),
  );

  it.each(documents(adminOperations))("lets the admin app's own %s through, far inside the limits", (name, document) =>
    // Far inside: half the cost limit, a tenth of an admin's minute.
    within(name, document, Math.min(config.GRAPHQL_MAX_COST / 2, config.GRAPHQL_ADMIN_COST_PER_MINUTE / 10)),
  );

  it('lets every REST route through', () => {
    for (const route of restRoutes) within(`${route.method} ${route.path}`, route.operation, config.GRAPHQL_MAX_COST);
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

    it('refuses five levels of related products under every product with 400, before any subgraph is called', async () => {
      const subgraphCalls = jest.spyOn(IdentityForwardingDataSource.prototype, 'process');
      try {
        const res = await post(NESTED_RELATED);
        expect(res.status).toBe(400);
        expect(res.body.errors[0].message).toMatch(/^Query is too costly/);
        expect(res.body.data).toBeUndefined();
        expect(subgraphCalls).not.toHaveBeenCalled();
      } finally {
        subgraphCalls.mockRestore();
      }
    });

    it('refuses queries too deep, too costly or too long', async () => {
      const deep = await post(
        '{ products(limit: 1) { related { related { related { related { related { related { related { related { related { id } } } } } } } } } } }',
      );
      expect(deep.status).toBe(400);
      expect(deep.body.errors[0].message).toMatch(/^Query is too deep: 11 levels/);
      const costly = await post(
        `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: products { id name price slug sku related { id name price slug sku } }`).join(' ')} }`,
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

  describe('per client and per operation', () => {
    let stack: Stack;
    beforeAll(async () => {
      // One trusted proxy names the client; a budget of a few listings a minute; a 1 ms time limit.
      stack = await startStack(['catalog'], undefined, {
        TRUSTED_PROXY_HOPS: '1',
        GRAPHQL_COST_PER_MINUTE: '3000',
        GRAPHQL_TIMEOUT_MS: '1',
      });
    }, 60_000);
    afterAll(() => stack.stop());
    const post = (ip: string, query: string) =>
      request(stack.url).post('/graphql').set('x-forwarded-for', ip).send({ query });
    // 1 + 200 × 4: about a quarter of the minute's budget.
    const listing = '{ products { id name price slug } }';
    /** Asks for listings as `ip` until its minute is spent: 429 with Retry-After. */
    const listingsUntilRefused = (ip: string) =>
      eventually(async () => {
        const res = await post(ip, listing);
        expect(res.status).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      }, 10_000);

    it('answers 429 with Retry-After once a client has spent its minute; other clients go on', async () => {
      const first = await post('198.51.100.7', listing);
      expect(first.status).not.toBe(429);
      await listingsUntilRefused('198.51.100.7');
      expect((await post('198.51.100.8', listing)).status).not.toBe(429);
    });

    it('answers 429, not 504, when the time limit passes while the budget is being checked', async () => {
      // A slow budget store: every check outlasts the 1 ms limit, as on a loaded machine.
      const original = QueryBudget.prototype.spend;
      const slowBudget = jest.spyOn(QueryBudget.prototype, 'spend').mockImplementation(async function (
        this: QueryBudget,
        ...args
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return original.apply(this, args);
      });
      try {
        await listingsUntilRefused('198.51.100.11');
      } finally {
        slowBudget.mockRestore();
      }
    });

    it('answers a mutation that outlives its time limit with 504 too', async () => {
      const res = await post('198.51.100.10', 'mutation { deleteProduct(id: 1) }');
      expect(res.status).toBe(504);
      expect(res.body).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'GATEWAY_TIMEOUT' } }] });
    });

    it('answers a query that outlives its time limit with 504, not a partial answer', async () => {
      const res = await post('198.51.100.9', '{ products(limit: 1) { id related { id } } }');
      expect(res.status).toBe(504);
      expect(res.body).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'GATEWAY_TIMEOUT' } }] });
    });
  });
});
