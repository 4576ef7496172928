import { DEFAULT_EMAIL_SETTINGS, EMAIL_LOG_MESSAGES } from '@shop/contracts';
import { Conflict, Forbidden, NotFound } from '@shop/kit';
import { eventually } from '@shop/kit/testing';
import { deliverEmail } from '../../src/application/deliver-email';
import { emailLog } from '../../src/application/email-log-queries';
import { requeueLostEmails } from '../../src/application/requeue-lost-emails';
import { retryEmail } from '../../src/application/retry-email';
import { sendEventEmails, type EmailPlan } from '../../src/application/send-event-emails';
import type { PlannedEmail } from '../../src/domain/emails';
import { emailSettingsStore } from '../../src/models/email-settings-store';
import { outgoingEmailStore } from '../../src/models/outgoing-email-store';
import { SECRETS_KEY, admin, fakeEmailQueue, openDatabase, shopper } from './fixtures';

let db: Awaited<ReturnType<typeof openDatabase>>;
let emails: ReturnType<typeof outgoingEmailStore>;
let settings: ReturnType<typeof emailSettingsStore>;
let serial = 0;

const planned = (recipient: PlannedEmail['recipient'], to: string): PlannedEmail => ({
  recipient,
  to,
  subject: `Order #${++serial} confirmed`,
  html: '<p>Thanks</p>',
  text: 'Thanks',
});

/** Records an email as sent, as a send that claimed it would. */
const markSent = async (id: number) => {
  const email = (await emails.byId(id))!;
  expect(await emails.claim(email, 'test-send', new Date(Date.now() + 60_000))).toBe(true);
  await emails.markSent(id, 'test-send');
};

/** An email recorded under a fresh key, queued, as an event would leave it. */
const recorded = async (to: string) =>
  (await emails.record(`event-${++serial}:customer`, 'OrderPlaced', planned('customer', to)))!;

beforeAll(async () => {
  db = await openDatabase();
  emails = outgoingEmailStore(db.models.OutgoingEmail, db.connection);
  settings = emailSettingsStore(db.models.EmailSettings, SECRETS_KEY);
});

afterAll(() => db.close());

describe('sending the emails an event causes', () => {
  it('plans with the current wording, records one email per recipient and queues its first job', async () => {
    const { queue, jobs } = fakeEmailQueue();
    const send = sendEventEmails({ settings, emails, queue });
    let wording: unknown;
    const plan: EmailPlan = (s) => {
      wording = s;
      return [planned('customer', 'jo@example.co.uk'), planned('business', 'desk@soundhire.test')];
    };
    await send('emails:event-1', 'HireQuoteRequested', plan);

    expect(wording).toEqual(DEFAULT_EMAIL_SETTINGS);
    const customer = (await db.models.OutgoingEmail.findOne({ key: 'emails:event-1:customer' }).lean())!;
    const business = (await db.models.OutgoingEmail.findOne({ key: 'emails:event-1:business' }).lean())!;
    expect(customer).toMatchObject({ cause: 'HireQuoteRequested (customer)', to: 'jo@example.co.uk', state: 'queued' });
    expect(business).toMatchObject({ cause: 'HireQuoteRequested (business)', to: 'desk@soundhire.test' });
    expect(jobs).toEqual([
      { emailId: customer.id, jobId: `email-${customer.id}-first` },
      { emailId: business.id, jobId: `email-${business.id}-first` },
    ]);
  });

  it('records an event delivered twice once, queueing its job again until the email is sent', async () => {
    const { queue, jobs } = fakeEmailQueue();
    const send = sendEventEmails({ settings, emails, queue });
    const email = planned('customer', 'twice@example.co.uk');
    await send('emails:event-2', 'OrderPlaced', () => [email]);
    await send('emails:event-2', 'OrderPlaced', () => [email]);
    expect(await db.models.OutgoingEmail.countDocuments({ key: 'emails:event-2:customer' })).toBe(1);
    expect(jobs).toHaveLength(2);
    expect(jobs[1]).toEqual(jobs[0]);

    await markSent(jobs[0].emailId);
    await send('emails:event-2', 'OrderPlaced', () => [email]);
    expect(jobs).toHaveLength(2);
  });

  it('queues nothing when the plan has no email (a toggle off)', async () => {
    const { queue, jobs } = fakeEmailQueue();
    await sendEventEmails({ settings, emails, queue })('emails:event-3', 'OrderPlaced', () => []);
    expect(jobs).toEqual([]);
    expect(await db.models.OutgoingEmail.countDocuments({ key: /^emails:event-3/ })).toBe(0);
  });
});

describe('delivering a queued email', () => {
  it('keeps it queued with the error while the queue will try again, and failed after the last try', async () => {
    const smtp = { send: jest.fn() };
    const deliver = deliverEmail({ settings: { smtp: async () => null }, emails, smtp, leaseMs: 60_000 });
    const email = await recorded('early@example.co.uk');
    const notSetUp = 'Email is not set up yet: save the SMTP settings on the Settings tab';
    await expect(deliver(email.id, false)).rejects.toThrow(notSetUp);
    expect(await emails.byId(email.id)).toMatchObject({ state: 'queued', attempts: 1, lastError: notSetUp });
    await expect(deliver(email.id, true)).rejects.toThrow(notSetUp);
    expect(await emails.byId(email.id)).toMatchObject({ state: 'failed', attempts: 2, lastError: notSetUp });
    expect(smtp.send).not.toHaveBeenCalled();
  });

  it('sends it with a message id from its key, records it sent, and never sends a sent email again', async () => {
    const smtpSettings = { ...DEFAULT_EMAIL_SETTINGS, pass: 'mail-secret' };
    const smtp = { send: jest.fn(async () => undefined) };
    const deliver = deliverEmail({ settings: { smtp: async () => smtpSettings }, emails, smtp, leaseMs: 60_000 });
    const email = await recorded('buyer@example.co.uk');
    await deliver(email.id, false);
    expect(smtp.send).toHaveBeenCalledWith(smtpSettings, {
      to: 'buyer@example.co.uk',
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: `<${email.key}@soundhire.shop>`,
    });
    const sent = await emails.byId(email.id);
    expect(sent).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);

    await deliver(email.id, false);
    expect(smtp.send).toHaveBeenCalledTimes(1);
  });
});

describe('two sends of one email', () => {
  const smtpSettings = { ...DEFAULT_EMAIL_SETTINGS, pass: 'mail-secret' };

  /** An SMTP stand-in whose sends wait until `accept` is called, counting them. */
  const slowSmtp = () => {
    let accept = () => {};
    const accepted = new Promise<void>((resolve) => (accept = resolve));
    const send = jest.fn(() => accepted);
    return { smtp: { send }, accept: () => accept() };
  };

  it('sends it once while a first send still runs (its job run again under load), and tells the second when to come back', async () => {
    const { smtp, accept } = slowSmtp();
    const deliver = deliverEmail({ settings: { smtp: async () => smtpSettings }, emails, smtp, leaseMs: 60_000 });
    const email = await recorded('once@example.co.uk');
    const first = deliver(email.id, false);
    await eventually(() => expect(smtp.send).toHaveBeenCalledTimes(1), 30_000);
    // Recorded before the SMTP conversation, so nothing else sends it meanwhile.
    expect(await emails.byId(email.id)).toMatchObject({ state: 'sending', claimedUntil: expect.any(Date) });

    const second = await deliver(email.id, false);
    expect(second?.busyUntil.getTime()).toBeGreaterThan(Date.now() + 50_000);
    accept();
    await first;
    expect(smtp.send).toHaveBeenCalledTimes(1);
    expect(await emails.byId(email.id)).toMatchObject({ state: 'sent', attempts: 1, claimId: null, takeovers: 0 });
  });

  it('lets one of two sends starting at once claim it', async () => {
    const email = await recorded('race@example.co.uk');
    const until = new Date(Date.now() + 60_000);
    const wins = await Promise.all(['a', 'b', 'c'].map((id) => emails.claim(email, id, until)));
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it('takes over an email whose sender died once its lease has run out, and counts the takeover', async () => {
    const smtp = { send: jest.fn(async () => undefined) };
    const deliver = deliverEmail({ settings: { smtp: async () => smtpSettings }, emails, smtp, leaseMs: 60_000 });
    const email = await recorded('takeover@example.co.uk');
    // A sender claimed it and was killed before it recorded anything.
    expect(await emails.claim(email, 'dead-send', new Date(Date.now() + 60_000))).toBe(true);
    expect(await deliver(email.id, false)).toEqual({ busyUntil: expect.any(Date) });
    expect(smtp.send).not.toHaveBeenCalled();

    await db.models.OutgoingEmail.updateOne({ id: email.id }, { $set: { claimedUntil: new Date(Date.now() - 1) } });
    await deliver(email.id, false);
    expect(smtp.send).toHaveBeenCalledTimes(1);
    expect(await emails.byId(email.id)).toMatchObject({ state: 'sent', takeovers: 1, claimId: null });
  });

  it('keeps trying to record a sent email while the database is away, so it is not sent again', async () => {
    const smtp = { send: jest.fn(async () => undefined) };
    let refusals = 2;
    const markSent: typeof emails.markSent = async (id, claimId) => {
      if (refusals-- > 0) throw new Error('connection refused');
      await emails.markSent(id, claimId);
    };
    const deliver = deliverEmail({
      settings: { smtp: async () => smtpSettings },
      emails: { ...emails, markSent },
      smtp,
      leaseMs: 60_000,
    });
    const email = await recorded('mark@example.co.uk');
    await deliver(email.id, false);
    expect(smtp.send).toHaveBeenCalledTimes(1);
    expect(await emails.byId(email.id)).toMatchObject({ state: 'sent', claimId: null });
  });

  it('records nothing for a send whose claim was taken over: the holder records the answer', async () => {
    const email = await recorded('late@example.co.uk');
    expect(await emails.claim(email, 'slow-send', new Date(Date.now() - 1))).toBe(true);
    const read = (await emails.byId(email.id))!;
    expect(await emails.claim(read, 'new-send', new Date(Date.now() + 60_000))).toBe(true);
    await emails.markAttemptFailed(email.id, 'slow-send', 'queued', 'Timed out');
    expect(await emails.byId(email.id)).toMatchObject({ state: 'sending', claimId: 'new-send', attempts: 0 });
    await emails.markSent(email.id, 'new-send');
    expect(await emails.byId(email.id)).toMatchObject({ state: 'sent', claimId: null, attempts: 1 });
  });
});

describe("the admin's Retry", () => {
  const failedEmail = async () => {
    const email = await recorded('r@example.co.uk');
    await emails.claim(email, 'test-send', new Date(Date.now() + 60_000));
    await emails.markAttemptFailed(email.id, 'test-send', 'failed', 'Connection refused');
    return (await emails.byId(email.id))!;
  };

  it('queues a failed email under a new job once; a second click is refused', async () => {
    const { queue, jobs } = fakeEmailQueue();
    const retry = retryEmail({ emails, queue });
    const email = await failedEmail();
    const retried = await retry(String(email.id), admin);
    expect(retried).toMatchObject({ id: email.id, state: 'queued', jobId: `email-${email.id}-retry-1` });
    expect(jobs).toEqual([{ emailId: email.id, jobId: `email-${email.id}-retry-1` }]);
    await expect(retry(email.id, admin)).rejects.toThrow(new Conflict(EMAIL_LOG_MESSAGES.stillQueued));
    expect(jobs).toHaveLength(1);
  });

  it('refuses a sent email, an unknown one, a bad id and a non-admin', async () => {
    const retry = retryEmail({ emails, queue: fakeEmailQueue().queue });
    const email = await recorded('sent@example.co.uk');
    await markSent(email.id);
    await expect(retry(email.id, admin)).rejects.toThrow(new Conflict(EMAIL_LOG_MESSAGES.alreadySent));
    await expect(retry(999_999, admin)).rejects.toThrow(new NotFound(EMAIL_LOG_MESSAGES.notFound));
    await expect(retry('abc', admin)).rejects.toThrow('id: must be a number');
    await expect(retry(email.id, shopper)).rejects.toThrow(Forbidden);
  });
});

describe('the sweep for emails whose job was lost', () => {
  it('queues again, once, a stale queued email whose job is gone, and leaves live jobs and sent emails alone', async () => {
    const { queue, jobs, alive } = fakeEmailQueue();
    const sweep = requeueLostEmails({ emails, queue });
    const lost = await recorded('l@example.co.uk');
    const waiting = await recorded('w@example.co.uk');
    alive.add(waiting.jobId!);
    // Only these two are left queued; what earlier tests queued counts as sent here.
    await db.models.OutgoingEmail.updateMany({ id: { $nin: [lost.id, waiting.id] } }, { $set: { state: 'sent' } });

    expect(await sweep(new Date(Date.now() - 60_000))).toBe(0);
    expect(await sweep(new Date(Date.now() + 60_000))).toBe(1);
    expect(jobs).toEqual([
      { emailId: lost.id, jobId: expect.stringMatching(new RegExp(`^email-${lost.id}-requeue-`)) },
    ]);
    expect((await emails.byId(lost.id))!.jobId).toBe(jobs[0].jobId);

    alive.add(jobs[0].jobId);
    expect(await sweep(new Date(Date.now() + 60_000))).toBe(0);
  });

  it('queues again a send that died mid-conversation once its lease has run out, and it is sent once', async () => {
    const { queue, jobs } = fakeEmailQueue();
    const sweep = requeueLostEmails({ emails, queue });
    const email = await recorded('died@example.co.uk');
    await db.models.OutgoingEmail.updateMany({ id: { $ne: email.id } }, { $set: { state: 'sent' } });
    // Its sender recorded it sending, then died (its job is gone with Redis).
    expect(await emails.claim(email, 'dead-send', new Date(Date.now() + 60_000))).toBe(true);
    expect(await sweep(new Date())).toBe(0);
    await db.models.OutgoingEmail.updateOne({ id: email.id }, { $set: { claimedUntil: new Date(Date.now() - 1000) } });
    expect(await sweep(new Date())).toBe(1);

    const smtp = { send: jest.fn(async () => undefined) };
    const smtpSettings = { ...DEFAULT_EMAIL_SETTINGS, pass: 'mail-secret' };
    const deliver = deliverEmail({ settings: { smtp: async () => smtpSettings }, emails, smtp, leaseMs: 60_000 });
    await deliver(jobs[0].emailId, false);
    await deliver(jobs[0].emailId, false);
    expect(smtp.send).toHaveBeenCalledTimes(1);
    expect(await emails.byId(email.id)).toMatchObject({ state: 'sent', takeovers: 1 });
  });
});

describe('the outgoing-mail log', () => {
  it('lists the latest emails newest first, filtered by state, for admins only', async () => {
    const log = emailLog(emails);
    const all = await log({}, admin);
    expect(all.length).toBeGreaterThan(1);
    expect(all[0].id).toBeGreaterThan(all[1].id);
    expect((await log({ state: 'failed', limit: 50 }, admin)).every((e) => e.state === 'failed')).toBe(true);
    expect(await log({ limit: 1 }, admin)).toHaveLength(1);
    await expect(log({ state: 'lost' }, admin)).rejects.toThrow(
      'state: state must be one of queued, sending, sent, failed',
    );
    await expect(log({}, shopper)).rejects.toThrow(Forbidden);
  });
});
