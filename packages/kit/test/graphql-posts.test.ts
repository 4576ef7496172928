import { request } from 'node:http';
import gql from 'graphql-tag';
import type { StartedService, SubgraphContext } from '../src';
import { eventually, gatewaySignature } from '../testing';
import { startProbeSubgraph } from './fixtures/probe-subgraph';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A POST to /graphql, with its length stated (the path Express does not see) or sent in chunks (Express's path). */
function post(url: string, body: string, headers: Record<string, string>, { chunked = false } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/graphql`, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    if (chunked) {
      req.write(body.slice(0, 5));
      req.end(body.slice(5));
    } else {
      req.setHeader('content-length', Buffer.byteLength(body));
      req.end(body);
    }
  });
}

// A service's GraphQL POSTs are answered before Express's routing and body parsing (jsonPostsFirst): the same answers,
// statuses, request ids and metrics as through Express, which still takes every other request.
describe("a subgraph's GraphQL POSTs", () => {
  let started: StartedService;

  beforeAll(async () => {
    started = await startProbeSubgraph('kit-graphql-posts', {
      typeDefs: gql`
        type Query {
          greeting(name: String!): String!
          caller: String
          loggedAs: String
        }
      `,
      resolvers: {
        Query: {
          greeting: (_: unknown, { name }: { name: string }) => `Hello ${name}`,
          caller: (_: unknown, _args: unknown, ctx: { ip: string }) => ctx.ip,
          // The request id a resolver's log lines carry: the context's logger is the request's own.
          loggedAs: (_: unknown, _args: unknown, ctx: SubgraphContext) => ctx.log.bindings().reqId as string,
        },
      },
    });
  });

  afterAll(() => started.stop());

  const both = async (body: string, headers: Record<string, string>) => {
    const answers = [await post(started.url, body, headers), await post(started.url, body, headers, { chunked: true })];
    // Only Express adds an ETag (of no use on an answer that is not cached).
    return answers.map(({ headers: { etag: _, date: __, ...rest }, ...answer }) => ({ ...answer, headers: rest }));
  };

  it("answers a signed query as Express does, with the request id (its logger's too) and the forwarded caller", async () => {
    const body = JSON.stringify({
      query: 'query ($n: String!) { greeting(name: $n) caller loggedAs }',
      variables: { n: 'Ann' },
    });
    const forwarded = { 'x-request-id': 'req-1', 'x-forwarded-for': '203.0.113.9' };
    const [first, throughExpress] = await both(body, {
      'content-type': 'application/json',
      ...forwarded,
      ...gatewaySignature(body, forwarded),
    });
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({
      data: { greeting: 'Hello Ann', caller: '203.0.113.9', loggedAs: 'req-1' },
    });
    expect(first.headers).toMatchObject({
      'x-request-id': 'req-1',
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(first.body)),
    });
    expect(throughExpress).toEqual(first);
  });

  it('refuses an unsigned request and a body that is not JSON, as Express does', async () => {
    const body = JSON.stringify({ query: '{ caller }' });
    const [unsigned, unsignedThroughExpress] = await both(body, { 'content-type': 'application/json' });
    expect(unsigned.status).toBe(401);
    expect(JSON.parse(unsigned.body)).toEqual({ message: 'Only the gateway may call this service' });
    expect(unsignedThroughExpress.status).toBe(401);
    expect(unsignedThroughExpress.body).toBe(unsigned.body);

    const notJson = '{"query": ';
    const [broken, brokenThroughExpress] = await both(notJson, {
      'content-type': 'application/json',
      ...gatewaySignature(notJson),
    });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toEqual({ message: 'Request body is not valid JSON' });
    expect(brokenThroughExpress.status).toBe(400);
    expect(brokenThroughExpress.body).toBe(broken.body);
  });

  it('counts every answer under the /graphql route, whichever path took it', async () => {
    const answered = async () => {
      const metrics = await (await fetch(`${started.opsUrl}/metrics`)).text();
      const line =
        /^http_request_duration_seconds_count{service="probe",method="POST",route="\/graphql",status="200"} (\d+)$/m;
      return Number(line.exec(metrics)?.[1] ?? 0);
    };
    const before = await answered();
    const body = JSON.stringify({ query: '{ caller }' });
    await both(body, { 'content-type': 'application/json', ...gatewaySignature(body) });
    // Counted once each answer has been written out.
    await eventually(async () => expect((await answered()) - before).toBe(2));
  });
});
