import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VISITOR_ADDRESS_HEADER } from '@shop/contracts';
import { gatewaySignatureHolds } from '@shop/kit';
import { eventually } from '@shop/kit/testing';
import { apiClient, type Visitor } from '../src/api-client';

const SECRET = 'api-client-test-secret-0123456789';

interface Seen {
  headers: IncomingMessage['headers'];
  body: string;
  signed: boolean;
}

/** A stand-in for the gateway's /graphql: records each call and answers as told. */
function gatewayStandIn(answer: (seen: Seen) => { status?: number; cookies?: string[]; body: string } | 'hang') {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const call = {
        headers: req.headers,
        body,
        signed: gatewaySignatureHolds({ method: req.method!, url: req.url!, body, headers: req.headers }, SECRET),
      };
      seen.push(call);
      const reply = answer(call);
      if (reply === 'hang') return;
      if (reply.cookies) res.setHeader('set-cookie', reply.cookies);
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  return { server, seen };
}

const listening = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

describe("the page service's API client", () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map((s) => {
        s.closeAllConnections();
        return new Promise((resolve) => s.close(resolve));
      }),
    );
  });

  const visitor = (cookies: string[] = []): Visitor => ({
    cookie: 'shop_cart=abc; shop_session=xyz',
    address: '203.0.113.7',
    requestId: 'req-1',
    setCookie: (cookie) => cookies.push(cookie),
  });

  it("sends the operation signed, with the visitor's cookies and address, and passes on the cookies the API sets", async () => {
    const { server, seen } = gatewayStandIn(() => ({
      cookies: ['shop_session=renewed; HttpOnly', 'shop_cart=; Max-Age=0'],
      body: JSON.stringify({ data: { me: { id: 1 } } }),
    }));
    servers.push(server);
    const execute = apiClient(await listening(server), SECRET);
    const cookies: string[] = [];

    const answer = await execute(
      { query: 'query Me { me { id } }', operationName: 'Me', variables: {} },
      visitor(cookies),
      AbortSignal.timeout(5000),
    );

    expect(answer).toEqual({ data: { me: { id: 1 } } });
    expect(cookies).toEqual(['shop_session=renewed; HttpOnly', 'shop_cart=; Max-Age=0']);
    expect(seen).toHaveLength(1);
    expect(seen[0].signed).toBe(true);
    expect(JSON.parse(seen[0].body)).toEqual({ query: 'query Me { me { id } }', operationName: 'Me', variables: {} });
    expect(seen[0].headers).toMatchObject({
      cookie: 'shop_cart=abc; shop_session=xyz',
      [VISITOR_ADDRESS_HEADER]: '203.0.113.7',
      'x-request-id': 'req-1',
      'accept-encoding': 'identity',
    });
  });

  it('keeps its connection to the API for the next call', async () => {
    const { server, seen } = gatewayStandIn(() => ({ body: JSON.stringify({ data: { ok: true } }) }));
    servers.push(server);
    const ports = new Set<number>();
    server.on('connection', (socket) => ports.add(socket.remotePort!));
    const execute = apiClient(await listening(server), SECRET);

    for (let i = 0; i < 3; i++) {
      await execute({ query: '{ ok }' }, visitor(), AbortSignal.timeout(5000));
    }

    expect(seen).toHaveLength(3);
    expect(ports.size).toBe(1);
  });

  it('fails a call whose answer is not a GraphQL result, naming the status', async () => {
    const { server } = gatewayStandIn(() => ({ status: 502, body: JSON.stringify({ message: 'Bad gateway' }) }));
    servers.push(server);
    const execute = apiClient(await listening(server), SECRET);

    await expect(execute({ query: '{ ok }' }, visitor(), AbortSignal.timeout(5000))).rejects.toThrow(
      'The API answered 502 without a GraphQL result',
    );
  });

  it('fails a call answered with something other than JSON (a proxy in the way), naming the status', async () => {
    const { server } = gatewayStandIn(() => ({ status: 503, body: '<html>Service Unavailable</html>' }));
    servers.push(server);
    const execute = apiClient(await listening(server), SECRET);

    await expect(execute({ query: '{ ok }' }, visitor(), AbortSignal.timeout(5000))).rejects.toThrow(
      'The API answered 503 without a GraphQL result',
    );
  });

  it('gives up a call when the render runs out of time', async () => {
    const { server, seen } = gatewayStandIn(() => 'hang');
    servers.push(server);
    const execute = apiClient(await listening(server), SECRET);
    const deadline = new AbortController();

    const call = execute({ query: '{ ok }' }, visitor(), deadline.signal);
    await eventually(() => expect(seen).toHaveLength(1));
    deadline.abort(new Error('render timed out'));

    await expect(call).rejects.toThrow('render timed out');
  });
});
