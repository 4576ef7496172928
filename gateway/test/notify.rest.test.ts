import {
  DEFAULT_EMAIL_WORDING,
  EMAIL_LOG_MESSAGES,
  EMAIL_SETTINGS_MESSAGES as M,
  MASKED_PASSWORD,
} from '@shop/contracts';
import { eventually, freePort, mintToken, publishEvent } from '@shop/kit/testing';
import { localSmtpSettings } from '@shop/test-support/email-settings';
import { startSmtp, type LocalSmtp } from '@shop/test-support/smtp';
import { adminToken, browser } from './support/shop';
import { startStack, type Stack } from '@shop/stack';

let stack: Stack;
let smtp: LocalSmtp;
const asAdmin = () => browser(stack.url, adminToken);
const settings = (extra: Record<string, unknown> = {}) => localSmtpSettings(smtp.port, extra);

beforeAll(async () => {
  smtp = await startSmtp();
  stack = await startStack(['notify'], undefined, { SMTP_TIMEOUT_MS: '2000' });
}, 60_000);
afterAll(async () => {
  await stack.stop();
  await smtp.stop();
});

describe('email settings (admin 2 Settings tab, 5, 7: /api/admin/email-settings, /api/admin/test-email)', () => {
  it('answers the defaults, unconfigured, before the first save', async () => {
    const res = await asAdmin().get('/api/admin/email-settings');
    expect(res.status).toBe(200);
    expect(res.body.configured).toBe(false);
    expect(res.body.settings).toMatchObject({
      host: '',
      port: 587,
      secure: false,
      pass: '',
      rejectUnauthorized: true,
      sendCustomerOrderConfirmation: true,
      sendCustomerOrderStatusUpdates: true,
      sendCustomerHireQuoteConfirmation: true,
      sendCustomerHireQuoteStatusUpdates: true,
      footerCompanyName: 'SoundHire Pro',
      orderShippedTitle: DEFAULT_EMAIL_WORDING.orderShipped.title,
      hireQuoteApprovedIntro: DEFAULT_EMAIL_WORDING.hireQuoteApproved.intro,
    });
  });

  it.each([
    [{ host: '' }, `host: ${M.host}`],
    [{ host: undefined }, `host: ${M.host}`],
    [{ port: -1 }, `port: ${M.port}`],
    [{ port: 25.5 }, `port: ${M.port}`],
    [{ user: '' }, `user: ${M.user}`],
    [{ pass: '' }, `pass: ${M.pass}`],
    [{ from: 'shop' }, `from: ${M.from}`],
    [{ to: '' }, `to: ${M.to}`],
    [{ footerContactEmail: 'help@' }, `footerContactEmail: ${M.footerContactEmail}`],
  ])('refuses %j with 400 naming the field, saving nothing', async (change, message) => {
    const res = await asAdmin().post('/api/admin/email-settings').send(settings(change));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('saves without connecting, masks the password, keeps it when left blank, and sends a real test email', async () => {
    const saved = await asAdmin()
      .post('/api/admin/email-settings')
      .send(settings({ port: undefined, host: 'mail.nowhere.invalid' }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ configured: true, settings: { port: 587, pass: MASKED_PASSWORD } });
    expect(JSON.stringify(saved.body)).not.toContain('mail-secret');

    // The server changed, so the password is entered again; saved again unchanged, it is kept.
    expect((await asAdmin().post('/api/admin/email-settings').send(settings())).status).toBe(200);
    const kept = await asAdmin()
      .post('/api/admin/email-settings')
      .send(settings({ pass: '' }));
    expect(kept.status).toBe(200);
    const read = await asAdmin().get('/api/admin/email-settings');
    expect(read.body).toMatchObject({ configured: true, settings: { host: '127.0.0.1', pass: MASKED_PASSWORD } });

    // The server checks the password: the test passes only if the stored one was kept.
    const test = await asAdmin().post('/api/admin/test-email');
    expect(test.body).toEqual({ success: true, message: 'Test email sent to desk@soundhire.test' });
    expect(smtp.received.some((m) => m.subject === 'Test email from SoundHire Pro')).toBe(true);

    await asAdmin()
      .post('/api/admin/email-settings')
      .send(settings({ pass: 'wrong-secret' }));
    const refused = await asAdmin().post('/api/admin/test-email');
    expect(refused.status).toBe(200);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/^Failed to send test email: /);
    await asAdmin().post('/api/admin/email-settings').send(settings());
  });

  it('refuses to carry the stored password over to another server, port or user, naming the field', async () => {
    expect((await asAdmin().post('/api/admin/email-settings').send(settings())).status).toBe(200);
    // Accepts the same username and password as the shop's own server, so a carried-over one would get in.
    const elsewhere = await startSmtp();
    try {
      for (const change of [{ port: elsewhere.port }, { user: 'someone-else' }]) {
        for (const pass of [MASKED_PASSWORD, '']) {
          const res = await asAdmin()
            .post('/api/admin/email-settings')
            .send(settings({ ...change, pass }));
          expect(res.status).toBe(400);
          expect(res.body.message).toBe(`pass: ${M.passForNewServer}`);
        }
      }
      expect((await asAdmin().post('/api/admin/test-email')).body.success).toBe(true);
      expect(elsewhere.received).toHaveLength(0);
    } finally {
      await elsewhere.stop();
    }
  });

  it('answers the letterhead’s phone, VAT and company numbers as saved, the same on a later read', async () => {
    const letterhead = {
      footerPhone: '01323 555 010',
      footerVatNumber: 'gb123456789',
      footerCompanyNumber: '01234567',
    };
    const saved = await asAdmin().post('/api/admin/email-settings').send(settings(letterhead));
    expect(saved.status).toBe(200);
    const written = { footerPhone: '01323 555 010', footerVatNumber: 'GB123456789', footerCompanyNumber: '01234567' };
    expect(saved.body.settings).toMatchObject(written);
    expect((await asAdmin().get('/api/admin/email-settings')).body.settings).toMatchObject(written);
  });

  it('keeps settings, the test email and the mail log admin-only', async () => {
    const customer = browser(stack.url, `Bearer ${mintToken('user')}`);
    for (const [method, path] of [
      ['get', '/api/admin/email-settings'],
      ['post', '/api/admin/email-settings'],
      ['post', '/api/admin/test-email'],
      ['get', '/api/admin/email-log'],
      ['post', '/api/admin/email-log/1/retry'],
    ] as const) {
      expect((await browser(stack.url)[method](path).send({})).status).toBe(401);
      expect((await customer[method](path).send({})).status).toBe(403);
    }
  });
});

describe('the outgoing-mail log (GET /api/admin/email-log, POST /api/admin/email-log/{id}/retry)', () => {
  it('lists emails and refuses an unknown state or retrying an unknown email', async () => {
    const log = await asAdmin().get('/api/admin/email-log');
    expect(log.status).toBe(200);
    expect(Array.isArray(log.body)).toBe(true);
    expect((await asAdmin().get('/api/admin/email-log?state=lost')).status).toBe(400);
    expect((await asAdmin().post('/api/admin/email-log/999999/retry')).status).toBe(404);
  });

  it('retries only a failed email: one still queued answers 409 with why', async () => {
    // A server that refuses connections keeps the email queued between its attempts.
    await asAdmin()
      .post('/api/admin/email-settings')
      .send(settings({ port: await freePort() }));
    const buyer = 'queued-buyer@example.co.uk';
    await publishEvent('OrderPaid', 801, {
      orderId: 801,
      userId: 7,
      lines: [{ productId: 1, quantity: 1 }],
      totalPence: 1_000,
      customerEmail: buyer,
      paymentMethod: 'credit-card',
    });
    const queued = await eventually(async () => {
      const log = await asAdmin().get('/api/admin/email-log?state=queued');
      const entry = log.body.find((e: { to: string }) => e.to === buyer);
      expect(entry).toBeDefined();
      return entry as { id: number };
    }, 30_000);
    const retried = await asAdmin().post(`/api/admin/email-log/${queued.id}/retry`);
    expect(retried.status).toBe(409);
    expect(retried.body).toEqual({ message: EMAIL_LOG_MESSAGES.stillQueued });
    await asAdmin().post('/api/admin/email-settings').send(settings());
  });
});
