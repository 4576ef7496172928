import { MASKED_PASSWORD, NEWSLETTER_MESSAGES as N } from '@shop/contracts';
import { Forbidden, createLogger } from '@shop/kit';
import { createMailchimpSegment } from '../../src/application/create-mailchimp-segment';
import { mailchimpConnection } from '../../src/application/mailchimp-connection';
import { saveMailchimpSettings } from '../../src/application/save-mailchimp-settings';
import { subscribeToNewsletter } from '../../src/application/subscribe-to-newsletter';
import { syncPendingSubscribers } from '../../src/application/sync-pending-subscribers';
import { syncSubscriber } from '../../src/application/sync-subscriber';
import { mailchimpAccountStore } from '../../src/models/mailchimp-account-store';
import { subscriberStore } from '../../src/models/subscriber-store';
import { startMailchimpStandIn, type MailchimpStandIn } from '@shop/test-support/mailchimp';
import { signedOut } from '@shop/kit/testing';
import { SECRETS_KEY, admin, fakeNewsletterQueue, openDatabase, shopper } from './fixtures';

let db: Awaited<ReturnType<typeof openDatabase>>;
let standIn: MailchimpStandIn;
let subscribers: ReturnType<typeof subscriberStore>;
let accounts: ReturnType<typeof mailchimpAccountStore>;
let mailchimp: ReturnType<typeof mailchimpConnection>;
const logger = createLogger('notify-test', 'silent');

/** The use cases over one database and the stand-in, with a queue that records what it was given. */
function newsletter() {
  const { queue, jobs } = fakeNewsletterQueue();
  const syncPending = syncPendingSubscribers({ subscribers, queue });
  return {
    jobs,
    subscribe: subscribeToNewsletter({ subscribers, queue, logger }),
    saveSettings: saveMailchimpSettings({ accounts, mailchimp, syncPending }),
    sync: syncSubscriber({ subscribers, mailchimp }),
  };
}

beforeAll(async () => {
  db = await openDatabase();
  standIn = await startMailchimpStandIn();
  subscribers = subscriberStore(db.models.Subscriber, db.connection);
  accounts = mailchimpAccountStore(db.models.MailchimpSettings, SECRETS_KEY);
  mailchimp = mailchimpConnection(accounts, { baseUrl: standIn.baseUrl, timeoutMs: 2_000 });
});

afterAll(async () => {
  await standIn.stop();
  await db.close();
});

describe('newsletter use cases', () => {
  it('stores a signup once per address and queues its first sync, before Mailchimp is set up', async () => {
    const { subscribe, sync, jobs } = newsletter();
    expect(await subscribe({ email: 'Jo@Example.co.uk', firstName: 'Jo' }, signedOut)).toEqual({
      success: true,
      alreadySubscribed: false,
      message: N.subscribed,
    });
    expect(await subscribe({ email: 'jo@example.co.uk' }, shopper)).toEqual({
      success: true,
      alreadySubscribed: true,
      message: N.alreadySubscribed,
    });
    const stored = await db.models.Subscriber.findOne({ key: 'default:jo@example.co.uk' }).lean();
    expect(stored).toMatchObject({ email: 'jo@example.co.uk', firstName: 'Jo', lastName: null, syncedAt: null });
    expect(jobs).toEqual([{ subscriberId: stored!.id, attempt: 'first' }]);

    await expect(sync(stored!.id)).rejects.toThrow('Mailchimp is not configured yet');
    expect(await subscribers.byId(stored!.id)).toMatchObject({
      syncedAt: null,
      lastError: 'Mailchimp is not configured yet',
    });
  });

  it('honours a list only for admins, who must then give an email', async () => {
    const { subscribe } = newsletter();
    await subscribe({ email: 'shopper-list@example.co.uk', listId: 'list-trade' }, shopper);
    expect(await db.models.Subscriber.exists({ key: 'default:shopper-list@example.co.uk' })).toBeTruthy();
    await subscribe({ email: 'trade@example.co.uk', listId: 'list-trade' }, admin);
    expect(await db.models.Subscriber.exists({ key: 'list-trade:trade@example.co.uk' })).toBeTruthy();
    await expect(subscribe({ listId: 'list-trade' }, admin)).rejects.toThrow(`email: ${N.subscriberRequired}`);
    await expect(subscribe({ email: 'not an email' }, signedOut)).rejects.toThrow(/^email: /);
  });

  it('saves the Mailchimp settings for admins, warning when the key is refused, and queues what waited', async () => {
    const { saveSettings, jobs } = newsletter();
    await expect(saveSettings({ apiKey: standIn.apiKey, defaultListId: 'list-main' }, shopper)).rejects.toThrow(
      Forbidden,
    );
    await expect(saveSettings({ apiKey: 'keywithouthyphen', defaultListId: 'list-main' }, admin)).rejects.toThrow(
      `apiKey: ${N.apiKeyShape}`,
    );

    const refused = await saveSettings({ apiKey: 'wrongwrongwrong-us21', defaultListId: 'list-main' }, admin);
    expect(refused.success).toBe(true);
    expect(refused.warning).toMatch(/^Settings saved, but Mailchimp did not accept the key: Mailchimp answered 401/);

    expect(await saveSettings({ apiKey: standIn.apiKey, defaultListId: 'list-main' }, admin)).toEqual({
      success: true,
      message: 'Mailchimp settings saved',
      warning: null,
    });
    // The masked key the panel shows, sent back, keeps the stored key.
    await saveSettings({ apiKey: `${MASKED_PASSWORD}21`, defaultListId: 'list-trade' }, admin);
    expect(await accounts.read()).toEqual({
      apiKey: standIn.apiKey,
      serverPrefix: 'us21',
      defaultListId: 'list-trade',
    });
    const raw = await db.connection.collection('mailchimp_settings').findOne({});
    expect(JSON.stringify(raw)).not.toContain(standIn.apiKey);

    // Every save swept the signups still unsynced into the queue.
    const unsynced = await subscribers.unsyncedIds();
    expect(unsynced.length).toBeGreaterThan(0);
    expect(jobs.filter((job) => job.attempt.startsWith('sweep-'))).toHaveLength(unsynced.length * 3);
  });

  it('syncs a signup to its list, or the default one, and does nothing for one already synced', async () => {
    const { sync } = newsletter();
    const trade = (await db.models.Subscriber.findOne({ key: 'list-trade:trade@example.co.uk' }).lean())!;
    const jo = (await db.models.Subscriber.findOne({ key: 'default:jo@example.co.uk' }).lean())!;
    await sync(trade.id);
    await sync(jo.id);
    expect(standIn.members.get('list-trade')!.get('trade@example.co.uk')).toEqual({ FNAME: '', LNAME: '' });
    expect(standIn.members.get('list-trade')!.get('jo@example.co.uk')).toEqual({ FNAME: 'Jo', LNAME: '' });
    expect(await subscribers.byId(jo.id)).toMatchObject({ lastError: null, syncedAt: expect.any(Date) });

    standIn.members.get('list-trade')!.clear();
    await sync(jo.id);
    expect(standIn.members.get('list-trade')!.size).toBe(0);
  });

  it('creates a segment on a list the account has, naming a list it lacks', async () => {
    const create = createMailchimpSegment(mailchimp);
    expect(await create({ listId: 'list-main', name: 'Festival 2027' }, admin)).toEqual({
      success: true,
      message: 'Segment "Festival 2027" created',
      warning: null,
    });
    expect(standIn.segments).toContainEqual({ listId: 'list-main', name: 'Festival 2027' });
    await expect(create({ listId: 'list-gone', name: 'X' }, admin)).rejects.toThrow(
      'listId: Mailchimp has no list list-gone',
    );
    await expect(create({ listId: 'list-main' }, admin)).rejects.toThrow(`name: ${N.segmentRequired}`);
    await expect(create({ listId: 'list-main', name: 'X' }, shopper)).rejects.toThrow(Forbidden);
  });
});
