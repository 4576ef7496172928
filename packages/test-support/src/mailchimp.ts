import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MailchimpStandIn {
  /** Base URL to configure as MAILCHIMP_BASE_URL. */
  baseUrl: string;
  /** The key it accepts. */
  apiKey: string;
  /** Members by list id: email -> merge fields. */
  members: Map<string, Map<string, { FNAME: string; LNAME: string }>>;
  segments: Array<{ listId: string; name: string }>;
  /** While true every call answers 503, as during an outage. */
  down: boolean;
  stop: () => Promise<void>;
}

const LISTS = [
  {
    id: 'list-main',
    web_id: 101,
    name: 'SoundHire Customers',
    stats: { member_count: 1200, unsubscribe_count: 14, open_rate: 41.5, click_rate: 6.25, campaign_count: 9 },
  },
  {
    id: 'list-trade',
    web_id: 102,
    name: 'Trade and Venues',
    stats: { member_count: 80, unsubscribe_count: 1, open_rate: 55, click_rate: 12.5, campaign_count: 3 },
  },
];

/**
 * An HTTP stand-in for exactly the Mailchimp Marketing API endpoints the shop calls, answering
 * with their documented shapes (and problem+json errors) and checking the key as Mailchimp does.
 */
export async function startMailchimpStandIn(
  apiKey = 'f00dfeedf00dfeedf00dfeedf00dfeed-us21',
): Promise<MailchimpStandIn> {
  const state = { down: false };
  const members = new Map<string, Map<string, { FNAME: string; LNAME: string }>>(LISTS.map((l) => [l.id, new Map()]));
  const segments: Array<{ listId: string; name: string }> = [];

  const problem = (res: ServerResponse, status: number, title: string, detail: string) => {
    res.writeHead(status, { 'content-type': 'application/problem+json' });
    res.end(
      JSON.stringify({
        type: 'https://mailchimp.com/developer/marketing/docs/errors/',
        title,
        status,
        detail,
        instance: 'standin',
      }),
    );
  };
  const json = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const bodyOf = async (req: IncomingMessage) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    return raw ? JSON.parse(raw) : {};
  };

  const server = createServer(async (req, res) => {
    if (state.down) return problem(res, 503, 'Service Unavailable', 'Mailchimp is down for maintenance');
    const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
    const key =
      scheme === 'Basic'
        ? Buffer.from(encoded ?? '', 'base64')
            .toString()
            .split(':')[1]
        : undefined;
    if (key !== apiKey)
      return problem(
        res,
        401,
        'API Key Invalid',
        "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
      );
    const path = (req.url ?? '').split('?')[0].replace(/^\/3\.0/, '');
    const list = (id: string) => members.get(decodeURIComponent(id));
    let m: RegExpMatchArray | null;
    if (req.method === 'GET' && path === '/ping') return json(res, { health_status: "Everything's Chimpy!" });
    if (req.method === 'GET' && path === '/lists') return json(res, { lists: LISTS, total_items: LISTS.length });
    if (req.method === 'GET' && (m = path.match(/^\/lists\/([^/]+)\/tag-search$/))) {
      if (!list(m[1])) return problem(res, 404, 'Resource Not Found', 'The requested resource could not be found.');
      return json(res, {
        tags: [
          { id: 1, name: 'Festival 2027' },
          { id: 2, name: 'Trade' },
        ],
        total_items: 2,
      });
    }
    if (req.method === 'POST' && (m = path.match(/^\/lists\/([^/]+)\/segments$/))) {
      if (!list(m[1])) return problem(res, 404, 'Resource Not Found', 'The requested resource could not be found.');
      const { name } = await bodyOf(req);
      segments.push({ listId: decodeURIComponent(m[1]), name });
      return json(res, { id: segments.length, name, member_count: 0, type: 'static', list_id: m[1] });
    }
    if (req.method === 'PUT' && (m = path.match(/^\/lists\/([^/]+)\/members\/([0-9a-f]{32})$/))) {
      const target = list(m[1]);
      if (!target) return problem(res, 404, 'Resource Not Found', 'The requested resource could not be found.');
      const body = await bodyOf(req);
      target.set(body.email_address, body.merge_fields);
      return json(res, { id: m[2], email_address: body.email_address, status: 'subscribed', list_id: m[1] });
    }
    return problem(res, 404, 'Resource Not Found', `No stand-in for ${req.method} ${path}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/3.0`,
    apiKey,
    members,
    segments,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
