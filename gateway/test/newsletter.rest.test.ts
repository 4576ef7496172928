import { NEWSLETTER_MESSAGES as N } from '@shop/contracts';
import { eventually, mintToken } from '@shop/kit/testing';
import { startMailchimpStandIn, type MailchimpStandIn } from '@shop/test-support/mailchimp';
import { adminToken, browser } from './support/shop';
import { startStack, type Stack } from '@shop/stack';

let stack: Stack;
let mailchimp: MailchimpStandIn;
const asAdmin = () => browser(stack.url, adminToken);
const anyone = () => browser(stack.url);
const subscribe = (body: Record<string, unknown>, agent = anyone()) =>
  agent.post('/api/mailchimp/subscribe').send(body);
const saveSettings = (body: Record<string, unknown>) => asAdmin().post('/api/mailchimp/settings/').send(body);
const membersOf = (listId: string) => [...(mailchimp.members.get(listId)?.keys() ?? [])];

beforeAll(async () => {
  mailchimp = await startMailchimpStandIn();
  stack = await startStack(['notify'], undefined, {
    MAILCHIMP_BASE_URL: mailchimp.baseUrl,
    MAILCHIMP_TIMEOUT_MS: '2000',
    NEWSLETTER_BACKOFF_MS: '200',
    NEWSLETTER_MAX_ATTEMPTS: '12',
  });
}, 60_000);
afterAll(async () => {
  await stack.stop();
  await mailchimp.stop();
});

describe('newsletter signup (storefront 5, 7, 8: POST /api/mailchimp/subscribe)', () => {
  it('keeps signups made before Mailchimp is set up, and syncs them once it is', async () => {
    const first = await subscribe({ email: 'Early.Bird@Example.co.uk', firstName: 'Early', lastName: 'Bird' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, alreadySubscribed: false, message: N.subscribed });
    const again = await subscribe({ email: 'early.bird@example.co.uk' });
    expect(again.body).toEqual({ success: true, alreadySubscribed: true, message: N.alreadySubscribed });

    expect((await saveSettings({ apiKey: mailchimp.apiKey, defaultListId: 'list-main' })).body).toEqual({
      success: true,
      message: 'Mailchimp settings saved',
      warning: null,
    });
    await eventually(() => expect(membersOf('list-main')).toContain('early.bird@example.co.uk'), 30_000);
    expect(mailchimp.members.get('list-main')!.get('early.bird@example.co.uk')).toEqual({
      FNAME: 'Early',
      LNAME: 'Bird',
    });
  });

  it('stores a signup while Mailchimp is unreachable and syncs it when it answers again', async () => {
    mailchimp.down = true;
    try {
      const res = await subscribe({ email: 'outage@example.co.uk' });
      expect(res.body.success).toBe(true);
    } finally {
      setTimeout(() => (mailchimp.down = false), 1_000);
    }
    await eventually(() => expect(membersOf('list-main')).toContain('outage@example.co.uk'), 30_000);
  });

  it.each([
    [{}, 'email: Email is required'],
    [{ email: '  ' }, 'email: Email is required'],
    [{ email: 'no at sign' }, 'email: Please enter a valid email address'],
    [{ email: 'a@b' }, 'email: Please enter a valid email address'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("honours a list id from an admin (Add Subscriber) and sends everyone else's to the default list", async () => {
    await subscribe({ email: 'venue@example.co.uk', listId: 'list-trade' }, asAdmin());
    await subscribe({ email: 'sneaky@example.co.uk', listId: 'list-trade' });
    await eventually(() => {
      expect(membersOf('list-trade')).toContain('venue@example.co.uk');
      expect(membersOf('list-main')).toContain('sneaky@example.co.uk');
    }, 30_000);
    expect(membersOf('list-trade')).not.toContain('sneaky@example.co.uk');
  });
});

describe('the Mailchimp panel (admin 2, 5, 7: /api/mailchimp/...)', () => {
  it('shows the key masked with its server prefix, and keeps the key when the masked value comes back', async () => {
    const read = await asAdmin().get('/api/mailchimp/settings/');
    expect(read.body.settings).toEqual({
      configured: true,
      apiKey: `********${mailchimp.apiKey.slice(-6)}`,
      serverPrefix: 'us21',
      defaultListId: 'list-main',
    });
    const kept = await saveSettings({ apiKey: read.body.settings.apiKey, defaultListId: 'list-main' });
    expect(kept.body.warning).toBeNull();
  });

  it.each([
    [{ defaultListId: 'list-main' }, `apiKey: ${N.apiKeyRequired}`],
    [{ apiKey: 'nohyphen', defaultListId: 'list-main' }, `apiKey: ${N.apiKeyShape}`],
    [{ apiKey: 'abc-us21' }, `defaultListId: ${N.listIdRequired}`],
  ])('refuses settings %j with 400', async (body, message) => {
    const res = await saveSettings(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('saves a key Mailchimp refuses with a warning, and pings, lists, tags and segments with a good one', async () => {
    const refused = await saveSettings({ apiKey: 'wrong0key-us21', defaultListId: 'list-main' });
    expect(refused.status).toBe(200);
    expect(refused.body.warning).toMatch(
      /^Settings saved, but Mailchimp did not accept the key: Mailchimp answered 401/,
    );
    expect((await asAdmin().get('/api/mailchimp/ping')).body).toEqual({
      success: false,
      message: expect.stringContaining('401'),
    });

    await saveSettings({ apiKey: mailchimp.apiKey, defaultListId: 'list-main' });
    expect((await asAdmin().get('/api/mailchimp/ping')).body).toEqual({
      success: true,
      message: "Everything's Chimpy!",
    });
    const lists = await asAdmin().get('/api/mailchimp/lists');
    // The admin spec's shape: the figures under stats, as Mailchimp names them.
    expect(lists.body.lists[0]).toEqual({
      id: 'list-main',
      name: 'SoundHire Customers',
      stats: { member_count: 1200, unsubscribe_count: 14, open_rate: 41.5, click_rate: 6.25, campaign_count: 9 },
    });
    expect((await asAdmin().get('/api/mailchimp/tags/list-main')).body).toEqual({
      tags: [
        { id: 1, name: 'Festival 2027' },
        { id: 2, name: 'Trade' },
      ],
    });
    const segment = await asAdmin().post('/api/mailchimp/segments').send({ listId: 'list-main', name: 'Wedding DJs' });
    expect(segment.body).toEqual({ success: true, message: 'Segment "Wedding DJs" created' });
    expect(mailchimp.segments).toContainEqual({ listId: 'list-main', name: 'Wedding DJs' });
    const noName = await asAdmin().post('/api/mailchimp/segments').send({ listId: 'list-main' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe(`name: ${N.segmentRequired}`);
  });

  // Found by fuzzing: Mailchimp's 404 for an unknown list was passed on as a 503.
  it('answers 404 naming listId for a list Mailchimp does not have', async () => {
    await saveSettings({ apiKey: mailchimp.apiKey, defaultListId: 'list-main' });
    const tags = await asAdmin().get('/api/mailchimp/tags/no-such-list');
    expect(tags.status).toBe(404);
    expect(tags.body.message).toBe('listId: Mailchimp has no list no-such-list');
    const segment = await asAdmin().post('/api/mailchimp/segments').send({ listId: 'no-such-list', name: 'Trade' });
    expect(segment.status).toBe(404);
  });

  it('answers 503 naming Mailchimp when it is down', async () => {
    mailchimp.down = true;
    try {
      const res = await asAdmin().get('/api/mailchimp/lists');
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/^Mailchimp answered 503/);
    } finally {
      mailchimp.down = false;
    }
  });

  it('keeps the panel admin-only; the signup is for anyone', async () => {
    const customer = browser(stack.url, `Bearer ${mintToken('user')}`);
    for (const [method, path] of [
      ['get', '/api/mailchimp/settings/'],
      ['post', '/api/mailchimp/settings/'],
      ['get', '/api/mailchimp/ping'],
      ['get', '/api/mailchimp/lists'],
      ['get', '/api/mailchimp/tags/list-main'],
      ['post', '/api/mailchimp/segments'],
    ] as const) {
      expect((await anyone()[method](path).send({})).status).toBe(401);
      expect((await customer[method](path).send({})).status).toBe(403);
    }
  });
});
