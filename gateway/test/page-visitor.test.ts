import request from 'supertest';
import { VISITOR_ADDRESS_HEADER } from '@shop/contracts';
import { signGatewayRequest } from '@shop/kit';
import { eventually } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';

const PAGES_SECRET = 'page-service-secret-for-this-test';
// A registration the accounts service refuses (no such address, a password too short): the gateway counts
// it against the client's registration limit (30 in 10 minutes) before the service sees it, and nothing is written.
const body = JSON.stringify({
  query: `mutation { register(input: { username: "visitor", email: "not-an-address", password: "x" }) { token } }`,
});

let stack: Stack;
beforeAll(async () => {
  // No trusted proxy: an unsigned request counts as the socket's address (this test's 127.0.0.1).
  stack = await startStack(['accounts'], undefined, { PAGES_SECRET });
}, 60_000);
afterAll(() => stack.stop());

/** A listing as the page service sends it for `visitor`, signed under `secret`, with what `tamper` changes after. */
function asPageService(
  visitor: string,
  secret = PAGES_SECRET,
  tamper: (headers: Record<string, string>) => void = () => {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json', [VISITOR_ADDRESS_HEADER]: visitor };
  const signed = { ...headers, ...signGatewayRequest({ method: 'POST', url: '/graphql', body, headers }, secret) };
  tamper(signed);
  return request(stack.url).post('/graphql').set(signed).send(body);
}

/** A listing sent as a browser would, naming a visitor address without the page service's signature. */
const unsigned = (visitor: string) =>
  request(stack.url)
    .post('/graphql')
    .set({ 'content-type': 'application/json', [VISITOR_ADDRESS_HEADER]: visitor })
    .send(body);

async function spendLimit(send: () => request.Test): Promise<void> {
  await eventually(async () => expect((await send()).status).toBe(429), 20_000);
}

describe("the visitor's address the page service names", () => {
  it('is the client the limits count when the page service signed it', async () => {
    await spendLimit(() => asPageService('203.0.113.1'));
    // Another visitor rendered through the same page service, and the page service's own address, are untouched.
    expect((await asPageService('203.0.113.2')).status).toBe(200);
    expect((await unsigned('203.0.113.1')).status).toBe(200);
  });

  it('is ignored unsigned, forged or altered: such a request counts as its own address', async () => {
    // Spends this test's own address (127.0.0.1), whatever visitor each request names.
    await spendLimit(() => unsigned('203.0.113.3'));
    expect((await unsigned('203.0.113.4')).status).toBe(429);
    expect((await asPageService('203.0.113.4', 'someone-elses-secret-value')).status).toBe(429);
    expect(
      (await asPageService('203.0.113.4', PAGES_SECRET, (h) => (h[VISITOR_ADDRESS_HEADER] = '203.0.113.5'))).status,
    ).toBe(429);
    // The visitor the unsigned requests named was never charged.
    expect((await asPageService('203.0.113.3')).status).toBe(200);
  });
});
