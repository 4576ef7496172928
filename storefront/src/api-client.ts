import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { VISITOR_ADDRESS_HEADER, type GraphQLAnswer, type GraphQLRequest } from '@shop/contracts';
import { signGatewayRequest, traceGrantHeaders } from '@shop/kit';

/** What a page's operations carry of the visitor they are rendered for. */
export interface Visitor {
  /** The visitor's Cookie header, sent on as it came: the API reads their session, basket and quotes from it. */
  cookie?: string;
  /** The visitor's address, for the API's per-client limits and logs (sent signed: see VISITOR_ADDRESS_HEADER). */
  address: string;
  requestId: string;
  /** Told of each cookie the API sets (a renewed or cleared session), to pass on to the visitor. */
  setCookie: (cookie: string) => void;
}

export const visitorOf = (req: IncomingMessage & { ip?: string; id?: string }, setCookie: Visitor['setCookie']) => ({
  cookie: req.headers.cookie,
  address: req.ip ?? req.socket.remoteAddress ?? '',
  requestId: req.id ?? '',
  setCookie,
});

interface ApiResponse {
  status: number;
  setCookies: string[];
  text: string;
}

/**
 * One POST over a kept-alive connection. node:http rather than fetch: fetch's web streams cost the page service
 * about as much CPU per call as reading the answer does.
 */
function post(url: URL, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<ApiResponse> {
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: secure ? httpsAgent : httpAgent,
        signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            setCookies: res.headers['set-cookie'] ?? [],
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    // Aborted, it fails with the signal's reason (the render's deadline), as fetch did.
    req.on('error', (err) => reject(signal.aborted ? signal.reason : err));
    req.end(body);
  });
}

const httpAgent = new Agent({ keepAlive: true });
const httpsAgent = new HttpsAgent({ keepAlive: true });

const isAnswer = (value: unknown): value is GraphQLAnswer =>
  typeof value === 'object' && value !== null && ('data' in value || 'errors' in value);

/** The answer's JSON, or undefined when it is not JSON (a proxy's error page). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Runs GraphQL operations on the API over HTTP, as the visitor's browser would: the gateway's /graphql with their
 * cookies, so its catalogue cache, limits and session rules apply to a page's reads as to the browser's. Each call
 * names the visitor's address and is signed with the secret the page service shares with the gateway, so the
 * gateway counts the visitor's limits rather than the page service's one address for every shopper.
 */
export function apiClient(gatewayUrl: string, pagesSecret: string) {
  const endpoint = new URL('/graphql', gatewayUrl);
  return async (request: GraphQLRequest, visitor: Visitor, signal: AbortSignal): Promise<GraphQLAnswer> => {
    const body = JSON.stringify(request);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      // The API is a hop away inside the cluster: compressing its answers would cost both processes CPU per page.
      'accept-encoding': 'identity',
      [VISITOR_ADDRESS_HEADER]: visitor.address,
      ...(visitor.requestId ? { 'x-request-id': visitor.requestId } : {}),
      ...(visitor.cookie ? { cookie: visitor.cookie } : {}),
      // The gateway continues the page's trace only under this grant (none when tracing is off).
      ...traceGrantHeaders(pagesSecret),
    };
    const signature = signGatewayRequest({ method: 'POST', url: endpoint.pathname, body, headers }, pagesSecret);
    const res = await post(endpoint, { ...headers, ...signature }, body, signal);
    res.setCookies.forEach(visitor.setCookie);
    const answer = parsed(res.text);
    if (!isAnswer(answer)) throw new Error(`The API answered ${res.status} without a GraphQL result`);
    return answer;
  };
}
