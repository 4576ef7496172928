import { randomUUID } from 'node:crypto';
import type { StartedService } from '@shop/kit';
import { callSubgraph, dropDatabase, mintToken, opsUrlOf, testEnv } from '@shop/kit/testing';
import { cartService } from '../src/app';

/** The cart trusts the basket session, client address and user token it is sent only from the gateway. */
describe('only the gateway may call the cart service', () => {
  const env = testEnv('cart');
  const service = cartService(env);
  let started: StartedService;
  const BIND_SESSION = { query: 'mutation { cartSession { sessionId } }' };

  beforeAll(async () => {
    started = await service.start();
  });
  afterAll(async () => {
    await service.stop();
    await dropDatabase(env.MONGODB_DB!);
  });

  const direct = (headers: Record<string, string>) =>
    fetch(`${started.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(BIND_SESSION),
    });
  const boundSession = async (res: Response) =>
    ((await res.json()) as { data?: { cartSession: { sessionId: string } } }).data?.cartSession.sessionId;

  it('answers 401 { message } to a call the gateway did not sign, even with a valid user token; liveness stays open', async () => {
    const res = await direct({ authorization: `Bearer ${mintToken('admin')}` });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Only the gateway may call this service' });
    expect((await fetch(`${started.url}/nothing-here`)).status).toBe(401);
    expect((await fetch(`${started.url}/healthz`)).status).toBe(200);
    // Readiness and metrics are the operators', on the operations port only.
    expect((await fetch(`${started.url}/readyz`)).status).toBe(404);
    expect((await fetch(`${started.url}/metrics`)).status).toBe(404);
    expect(started.opsUrl).toBe(opsUrlOf(started.url));
    expect((await fetch(`${started.opsUrl}/readyz`)).status).toBe(200);
    expect(await (await fetch(`${started.opsUrl}/metrics`)).text()).toContain('mongodb_commands_total');
  });

  it('ignores a basket session, quote tokens or client address the gateway did not sign', async () => {
    const someoneElses = randomUUID();
    // Unsigned, the forwarded basket session would hand over someone else's basket.
    const unsigned = await direct({ 'x-cart-session': someoneElses, 'x-forwarded-for': '198.51.100.7' });
    expect(unsigned.status).toBe(401);
    expect(await boundSession(unsigned)).toBeUndefined();
    // Added to a request the gateway signed without them.
    const added: Array<Record<string, string>> = [
      { 'x-cart-session': someoneElses },
      { 'x-quote-tokens': '1.secret' },
      { 'x-forwarded-for': '198.51.100.7' },
    ];
    for (const sentHeaders of added) {
      const res = await callSubgraph(started.url, BIND_SESSION, { sentHeaders });
      expect(res.status).toBe(401);
    }
    // Signed, it is the browser's own.
    const signed = await callSubgraph(started.url, BIND_SESSION, { headers: { 'x-cart-session': someoneElses } });
    expect(signed.status).toBe(200);
    expect(await boundSession(signed)).toBe(someoneElses);
  });

  it('answers 401 to a signed request whose body, forwarded headers or time were changed', async () => {
    const session = randomUUID();
    const headers = { 'x-cart-session': session, authorization: `Bearer ${mintToken('user')}` };
    expect((await callSubgraph(started.url, BIND_SESSION, { headers })).status).toBe(200);

    const tampered = [
      { sentBody: JSON.stringify({ query: 'mutation { clearCart(sessionId: "x") }' }) },
      { sentHeaders: { ...headers, 'x-cart-session': randomUUID() } },
      { sentHeaders: { ...headers, authorization: `Bearer ${mintToken('admin')}` } },
      { sentHeaders: { 'x-cart-session': session } },
      { signedAt: Date.now() - 5 * 60_000 },
      { signedAt: Date.now() + 5 * 60_000 },
    ];
    for (const change of tampered) {
      const res = await callSubgraph(started.url, BIND_SESSION, { headers, ...change });
      expect({ change, status: res.status }).toEqual({ change, status: 401 });
    }
  });
});
