import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import request from 'supertest';
import { eventually, opsUrlOf } from '@shop/kit/testing';
import { IdentityForwardingDataSource, type GatewayContext } from '../src/context';
import { startStack, type Stack } from '@shop/stack';

/** Heavy under the test's GRAPHQL_HEAVY_COST of 300: 1 + 200 products × 2 fields. */
const heavy = (name: string) => `query ${name} { products { id name } }`;
const CHEAP = '{ products(limit: 1) { id } }';

/**
 * Stands in front of the catalog: an operation named Held… waits at the subgraph until the test
 * opens the gate (or its deadline passes, as a real subgraph call is aborted); one named Failing…
 * fails there. Records which operations reached the subgraph.
 */
class SubgraphGate {
  reached: string[] = [];
  private opened!: () => void;
  private gate = new Promise<void>((resolve) => (this.opened = resolve));
  private readonly spy: jest.SpyInstance;

  constructor() {
    const original = IdentityForwardingDataSource.prototype.process;
    const stand = (options: GraphQLDataSourceProcessOptions<GatewayContext>) => this.stand(options);
    this.spy = jest.spyOn(IdentityForwardingDataSource.prototype, 'process').mockImplementation(async function (
      this: IdentityForwardingDataSource,
      options,
    ) {
      await stand(options);
      return original.call(this, options);
    });
  }

  open() {
    this.opened();
  }

  /** Closes it again for the next test. */
  reset() {
    this.open();
    this.reached = [];
    this.gate = new Promise<void>((resolve) => (this.opened = resolve));
  }

  restore() {
    this.open();
    this.spy.mockRestore();
  }

  private async stand(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
    // The planner names a subgraph call after its operation: Held__catalog__0.
    const name = /^query (\w+?)__/.exec(options.request.query ?? '')?.[1];
    if (name) this.reached.push(name);
    if (name?.startsWith('Held')) await this.waitAtGate(options);
    if (name?.startsWith('Failing')) throw new Error('The catalog failed');
  }

  private waitAtGate(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
    const deadline = 'deadline' in options.context ? options.context.deadline : undefined;
    return Promise.race([
      this.gate,
      new Promise<never>((_, reject) =>
        deadline?.addEventListener('abort', () => reject(new Error('aborted at the deadline')), { once: true }),
      ),
    ]);
  }
}

/** The heavy slots in use and the line, from the gateway's metrics. */
async function pool(stack: Stack) {
  const text = (await request(opsUrlOf(stack.url)).get('/metrics')).text;
  const gauge = (name: string) => Number(new RegExp(`^${name}\\{[^}]*\\} (\\d+)$`, 'm').exec(text)?.[1]);
  return { running: gauge('gateway_heavy_operations_running'), waiting: gauge('gateway_heavy_operations_waiting') };
}

const post = (stack: Stack, query: string) =>
  request(stack.url).post('/graphql').set('content-type', 'application/json').send({ query });

/** Sends now, to be answered later (supertest sends once `then` is called). */
const send = (stack: Stack, query: string) => post(stack, query).then((res) => res);

describe('admission of heavy operations', () => {
  let stack: Stack;
  let gate: SubgraphGate;
  beforeAll(async () => {
    // One heavy operation at a time, one waiting; no catalogue cache, so every one reaches the subgraph.
    stack = await startStack(['catalog'], undefined, {
      CATALOG_CACHE_TTL_MS: '0',
      GRAPHQL_HEAVY_COST: '300',
      GRAPHQL_HEAVY_AT_ONCE: '1',
      GRAPHQL_HEAVY_WAITING: '1',
      GRAPHQL_TIMEOUT_MS: '15000',
    });
    gate = new SubgraphGate();
  }, 60_000);
  afterEach(() => gate.reset());
  afterAll(async () => {
    gate.restore();
    await stack.stop();
  });

  /** Takes the one slot with an operation held at the subgraph, and the one place in line. */
  async function fillPool() {
    const held = send(stack, heavy('HeldFirst'));
    await eventually(async () => expect(gate.reached).toContain('HeldFirst'), 10_000);
    const waiting = send(stack, heavy('HeldSecond'));
    await eventually(async () => expect(await pool(stack)).toEqual({ running: 1, waiting: 1 }), 10_000);
    return [held, waiting];
  }

  it('answers cheap operations at once while every heavy slot is taken and the line is full', async () => {
    const heavyAnswers = await fillPool();
    const cheap = await post(stack, CHEAP);
    expect(cheap.status).toBe(200);
    expect(cheap.body.errors).toBeUndefined();
    const page = await request(stack.url).get('/api/products?limit=1');
    expect(page.status).toBe(200);
    expect(await pool(stack)).toEqual({ running: 1, waiting: 1 });
    gate.open();
    for (const res of await Promise.all(heavyAnswers)) expect(res.status).toBe(200);
  });

  it('lets a heavy operation wait for a slot, then answers it', async () => {
    const held = send(stack, heavy('HeldFirst'));
    await eventually(async () => expect(gate.reached).toContain('HeldFirst'), 10_000);
    const queued = send(stack, heavy('Queued'));
    await eventually(async () => expect(await pool(stack)).toEqual({ running: 1, waiting: 1 }), 10_000);
    expect(gate.reached).not.toContain('Queued');
    gate.open();
    const [first, second] = await Promise.all([held, queued]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.products).toEqual(expect.any(Array));
    expect(gate.reached).toEqual(['HeldFirst', 'Queued']);
    await eventually(async () => expect(await pool(stack)).toEqual({ running: 0, waiting: 0 }), 10_000);
  });

  it('refuses a heavy operation with 503, Retry-After and a message when the line is full', async () => {
    const heavyAnswers = await fillPool();
    const refused = await post(stack, heavy('Refused'));
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/busy/),
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    // A REST shim whose operation is heavy (every product at its ceiling) answers the same way.
    const rest = await request(stack.url).get('/api/products');
    expect(rest.status).toBe(503);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    expect(rest.body).toEqual({ message: expect.stringMatching(/busy/) });
    expect(gate.reached).not.toContain('Refused');
    gate.open();
    await Promise.all(heavyAnswers);
  });

  it('releases the slot of a heavy operation that failed', async () => {
    const failed = await post(stack, heavy('FailingFirst'));
    expect(failed.body.errors).toBeDefined();
    await eventually(async () => expect(await pool(stack)).toEqual({ running: 0, waiting: 0 }), 10_000);
    // The one slot is free: the next heavy operation runs at once.
    gate.open();
    expect((await post(stack, heavy('HeldAfterFailure'))).status).toBe(200);
  });

  it('gives up the place in line of a client that hangs up', async () => {
    const held = send(stack, heavy('HeldFirst'));
    await eventually(async () => expect(gate.reached).toContain('HeldFirst'), 10_000);
    const hangUp = new AbortController();
    const abandoned = fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: heavy('Abandoned') }),
      signal: hangUp.signal,
    }).catch(() => 'hung up');
    await eventually(async () => expect(await pool(stack)).toEqual({ running: 1, waiting: 1 }), 10_000);
    hangUp.abort();
    expect(await abandoned).toBe('hung up');
    await eventually(async () => expect(await pool(stack)).toEqual({ running: 1, waiting: 0 }), 10_000);
    gate.open();
    expect((await held).status).toBe(200);
    expect(gate.reached).not.toContain('Abandoned');
  });
});

describe('admission of heavy operations that run out of time', () => {
  let stack: Stack;
  let gate: SubgraphGate;
  beforeAll(async () => {
    stack = await startStack(['catalog'], undefined, {
      CATALOG_CACHE_TTL_MS: '0',
      GRAPHQL_HEAVY_COST: '300',
      GRAPHQL_HEAVY_AT_ONCE: '1',
      GRAPHQL_HEAVY_WAITING: '1',
      GRAPHQL_TIMEOUT_MS: '1000',
    });
    gate = new SubgraphGate();
  }, 60_000);
  afterAll(async () => {
    gate.restore();
    await stack.stop();
  });

  it('answers 504 to the operation holding the slot and to the one waiting, and frees both', async () => {
    // Neither is let through the gate: the first holds the slot to its deadline, the second waits.
    const held = send(stack, heavy('HeldFirst'));
    const waiting = send(stack, heavy('HeldSecond'));
    const answers = await Promise.all([held, waiting]);
    for (const res of answers) {
      expect(res.status).toBe(504);
      expect(res.body.errors[0].extensions.code).toBe('GATEWAY_TIMEOUT');
    }
    await eventually(async () => expect(await pool(stack)).toEqual({ running: 0, waiting: 0 }), 10_000);
    gate.open();
    expect((await post(stack, heavy('HeldAfterTimeOut'))).status).toBe(200);
  });
});
