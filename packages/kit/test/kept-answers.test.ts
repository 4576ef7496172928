import gql from 'graphql-tag';
import type { StartedService } from '../src';
import { gatewaySignature } from '../testing';
import { startProbeSubgraph } from './fixtures/probe-subgraph';

// A subgraph whose answers follow from the body and its own data (answersKeptWhile) sends a kept answer again for the
// same body until the data's generation moves on, and keeps nothing it should not.
describe("a subgraph's kept answers", () => {
  const stock = { units: 4, changes: 0, trusted: true };
  const resolved: string[] = [];
  let started: StartedService;

  beforeAll(async () => {
    started = await startProbeSubgraph('kit-kept-answers', {
      typeDefs: gql`
        type Query {
          units(sku: String!): Int!
          signIn: Boolean!
          busy: Int
        }
      `,
      resolvers: {
        Query: {
          units: (_: unknown, { sku }: { sku: string }) => {
            resolved.push(sku);
            return stock.units;
          },
          busy: () => {
            resolved.push('busy');
            throw new Error('the index was busy');
          },
          signIn: (_: unknown, _args: unknown, ctx: { setSession: (token: string) => void }) => {
            resolved.push('signIn');
            ctx.setSession('token-of-this-caller');
            return true;
          },
        },
      },
      answersKeptWhile: { current: () => (stock.trusted ? String(stock.changes) : null) },
    });
  });

  afterAll(() => started.stop());

  beforeEach(() => {
    resolved.length = 0;
    stock.trusted = true;
  });

  const ask = async (body: string, signed = true) => {
    const res = await fetch(`${started.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signed ? gatewaySignature(body) : {}) },
      body,
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  const unitsOf = (sku: string) =>
    JSON.stringify({ query: 'query ($sku: String!) { units(sku: $sku) }', variables: { sku } });

  it('sends the same bytes again for the same body without resolving it, each with its own request id', async () => {
    const first = await ask(unitsOf('P0001'));
    const again = await ask(unitsOf('P0001'));
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toEqual({ data: { units: 4 } });
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(resolved).toEqual(['P0001']);
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('answers afresh once the generation moves on, and a different body apart', async () => {
    await ask(unitsOf('P0002'));
    stock.units = 3;
    stock.changes++;
    const changed = await ask(unitsOf('P0002'));
    const other = await ask(unitsOf('P0003'));
    expect(JSON.parse(changed.text)).toEqual({ data: { units: 3 } });
    expect(JSON.parse(other.text)).toEqual({ data: { units: 3 } });
    expect(resolved).toEqual(['P0002', 'P0002', 'P0003']);
  });

  it('keeps nothing while the generation cannot be trusted', async () => {
    stock.trusted = false;
    await ask(unitsOf('P0004'));
    await ask(unitsOf('P0004'));
    expect(resolved).toEqual(['P0004', 'P0004']);
  });

  it('never keeps an answer that hands the caller a session', async () => {
    const body = JSON.stringify({ query: '{ signIn }' });
    const first = await ask(body);
    const second = await ask(body);
    expect(first.headers.get('x-session-token')).toBe('token-of-this-caller');
    expect(second.headers.get('x-session-token')).toBe('token-of-this-caller');
    expect(resolved).toEqual(['signIn', 'signIn']);
  });

  it('never keeps an answer with errors', async () => {
    const body = JSON.stringify({ query: '{ busy }' });
    const first = await ask(body);
    await ask(body);
    expect(JSON.parse(first.text).errors).toHaveLength(1);
    expect(resolved).toEqual(['busy', 'busy']);
  });

  it('still refuses an unsigned request for a body whose answer it keeps', async () => {
    await ask(unitsOf('P0005'));
    const unsigned = await ask(unitsOf('P0005'), false);
    expect(unsigned.status).toBe(401);
    expect(JSON.parse(unsigned.text)).toEqual({ message: 'Only the gateway may call this service' });
  });
});
