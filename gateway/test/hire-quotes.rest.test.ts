import request from 'supertest';
import { DEFAULT_HIRE_RATE_SETTINGS, DEFAULT_HIRE_SETTINGS, hireSettingsFieldsOf } from '@shop/contracts';
import { moveHireClock, resetHireClock } from '@shop/hire/src/clock';
import { eventually, mintToken, recordEvents, type EventRecorder } from '@shop/kit/testing';
import { adminToken, browser, shopProducts, whenKnown } from './support/shop';
import { localSmtpSettings } from '@shop/test-support/email-settings';
import { startSmtp, type LocalSmtp } from '@shop/test-support/smtp';
import { startStack, type Stack } from '@shop/stack';

let stack: Stack;
let rig: { id: number; slug: string };
let mixer: { id: number; slug: string };
let quoteRecorder: EventRecorder | undefined;
/** The local mail server notify sends through: the customer's inbox. */
let smtp: LocalSmtp;

const DAY = 24 * 60 * 60 * 1000;
const ukDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
// A Monday about six weeks ahead, to the Thursday after: three days, never the weekend rule.
const monday = (() => {
  const day = new Date(Date.now() + 40 * DAY);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  return ukDay(day.getTime());
})();
const thursday = ukDay(new Date(`${monday}T00:00:00Z`).getTime() + 3 * DAY);

const asAdmin = () => browser(stack.url, adminToken);
const anonymous = () => request(stack.url);
const availability = (slug: string) =>
  anonymous().get(`/api/hire/products/${slug}/availability`).query({ start: monday, end: thursday });

/** A request through the shop's existing paths: the quote, its lines, sent to the desk. */
async function requestQuote(lines: Array<Record<string, unknown>>, agent = browser(stack.url)) {
  const created = await agent.post('/api/hire/quotes').send({
    customerName: 'Jo Events',
    customerEmail: 'jo@example.co.uk',
    startDate: `${monday}T10:00:00.000Z`,
    endDate: `${thursday}T10:00:00.000Z`,
  });
  expect(created.status).toBe(201);
  for (const line of lines) {
    expect((await agent.post(`/api/hire/quotes/${created.body.id}/items`).send(line)).status).toBe(201);
  }
  expect((await agent.post(`/api/hire/quotes/${created.body.id}/submit`)).status).toBe(200);
  return created.body.id as number;
}

/** Sends the quote as the desk and answers the token of the link its email carries. */
async function send(quoteId: number): Promise<{ token: string; body: Record<string, unknown> }> {
  const sent = await asAdmin().post(`/api/admin/hire/quotes/${quoteId}/send`);
  expect(sent.status).toBe(200);
  const revision = (sent.body.revisions as unknown[]).length;
  let acceptPath = '';
  await eventually(() => {
    const event = quoteRecorder!.events.find(
      (e) =>
        e.type === 'HireQuoteSent' &&
        e.data.quoteId === quoteId &&
        (e.data.document as { revision: number }).revision === revision,
    );
    expect(event).toBeDefined();
    acceptPath = event!.data.acceptPath as string;
  }, 30_000);
  expect(acceptPath).toMatch(new RegExp(`^/hire/quotes/${quoteId}\\?token=`));
  return { token: new URL(acceptPath, stack.url).searchParams.get('token')!, body: sent.body };
}

const accept = (quoteId: number, token: string, fields: Record<string, unknown> = {}) =>
  anonymous()
    .post(`/api/hire/quotes/${quoteId}/accept`)
    .query({ token })
    .send({ fullName: 'Jo Events', acceptTerms: true, ...fields });

beforeAll(async () => {
  smtp = await startSmtp();
  stack = await startStack(['content', 'catalog', 'hire', 'notify']);
  expect((await asAdmin().post('/api/admin/email-settings').send(localSmtpSettings(smtp.port))).status).toBe(200);
  const shop = await shopProducts(stack.url);
  rig = await shop.create({
    name: 'Quoted Line Array',
    isHireItem: true,
    stock: 1,
    hirePriceDaily: 350,
    hirePriceWeekly: 1200,
    deliveryPrice: 75,
    securityDeposit: 500,
  });
  mixer = await shop.create({ name: 'Quoted Mixer', isHireItem: true, stock: 2 });
  await whenKnown(() => availability(rig.slug));
  await whenKnown(() => availability(mixer.slug));

  quoteRecorder = await recordEvents('hire.quote');
}, 120_000);

afterAll(async () => {
  resetHireClock();
  await quoteRecorder?.stop();
  await stack.stop();
  await smtp.stop();
});

describe('hire settings (GET/PUT /api/admin/hire/settings)', () => {
  // At the edge the damage waiver's excess is GBP.
  const DEFAULT_FIELDS = hireSettingsFieldsOf(DEFAULT_HIRE_SETTINGS);
  const terms = async () => (await anonymous().post('/graphql').send({ query: '{ hireTerms }' })).body.data.hireTerms;

  it('answers the defaults, saves every field checked, and is for the admin only', async () => {
    expect((await asAdmin().get('/api/admin/hire/settings')).body).toEqual(DEFAULT_FIELDS);
    const bad = await asAdmin()
      .put('/api/admin/hire/settings')
      .send({ ...DEFAULT_FIELDS, bookingDepositPercent: 120 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('bookingDepositPercent: Booking deposit must be from 0 to 100');
    const noDays = await asAdmin()
      .put('/api/admin/hire/settings')
      .send({ ...DEFAULT_FIELDS, startReminderDaysBefore: 0 });
    expect(noDays.status).toBe(400);
    expect(noDays.body.message).toBe(
      'startReminderDaysBefore: Start reminder must be a whole number of days from 1 to 30',
    );
    const saved = await asAdmin()
      .put('/api/admin/hire/settings')
      .send({ ...DEFAULT_FIELDS, bookingDepositPercent: 30, startReminderDaysBefore: 3 });
    expect(saved.body).toEqual({ ...DEFAULT_FIELDS, bookingDepositPercent: 30, startReminderDaysBefore: 3 });
    expect((await browser(stack.url, `Bearer ${mintToken('user')}`).get('/api/admin/hire/settings')).status).toBe(403);
    await asAdmin().put('/api/admin/hire/settings').send(DEFAULT_FIELDS);
  });

  it('states the damage waiver’s excess in the hire terms anyone reads, as the admin sets it', async () => {
    expect(await terms()).toContainEqual(expect.stringContaining('up to an excess of £50.00 for each damaged item'));
    await asAdmin()
      .put('/api/admin/hire/settings')
      .send({ ...DEFAULT_FIELDS, damageWaiverExcess: 75 });
    expect((await asAdmin().get('/api/admin/hire/settings')).body.damageWaiverExcess).toBe(75);
    expect(await terms()).toContainEqual(expect.stringContaining('up to an excess of £75.00 for each damaged item'));
    await asAdmin().put('/api/admin/hire/settings').send(DEFAULT_FIELDS);
  });
});

describe('a priced quote from request to booking', () => {
  it('the desk prices and sends it, the customer accepts through the link, and the units are committed', async () => {
    const id = await requestQuote([
      { productId: rig.id, quantity: 1 },
      { productId: mixer.id, quantity: 1, hirePeriod: 'weekly' },
    ]);

    // The mixer has no rate: the quote cannot go out yet.
    const refused = await asAdmin().post(`/api/admin/hire/quotes/${id}/send`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Set a rate for every line before sending: Quoted Mixer is "Call for price"');

    const before = await asAdmin().get(`/api/hire/quotes/${id}`);
    expect(before.body).toMatchObject({ stage: 'requested', status: 'pending', number: null });
    expect(before.body.price.lines[1]).toMatchObject({
      description: 'Quoted Mixer',
      callForPrice: true,
      unitPrice: null,
    });
    const [rigLine, mixerLine] = before.body.draft.hireLines;

    const draft = {
      startDate: monday,
      endDate: thursday,
      hireLines: [
        { id: rigLine.id, productId: rig.id, quantity: 1 },
        {
          id: mixerLine.id,
          productId: mixer.id,
          quantity: 1,
          hirePeriod: 'weekly',
          rateOverrides: { hirePriceDaily: 40 },
        },
      ],
      fixedLines: [{ description: 'Sound engineer (per day)', quantity: 3, unitPrice: 200 }],
      discount: { kind: 'amount', amount: 50 },
      notes: 'Engineer included',
    };
    const stale = await asAdmin()
      .put(`/api/admin/hire/quotes/${id}`)
      .send({ ...draft, expectedVersion: before.body.version - 1 });
    expect(stale.status).toBe(409);
    const bad = await asAdmin()
      .put(`/api/admin/hire/quotes/${id}`)
      .send({ ...draft, fixedLines: [{ description: '', quantity: 1, unitPrice: 5 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('fixedLines.0.description: Describe the line in 1 to 200 characters');

    const saved = await asAdmin()
      .put(`/api/admin/hire/quotes/${id}`)
      .send({ ...draft, expectedVersion: before.body.version });
    expect(saved.status).toBe(200);
    // 3 x 350 + 3 x 40 + 3 x 200 - 50 = 1720; VAT 344.
    expect(saved.body.price).toMatchObject({
      hire: 1170,
      fixed: 600,
      discount: 50,
      net: 1720,
      vat: 344,
      total: 2064,
      securityDeposit: 500 + 24, // the rig's own, and 20 % of the mixer's 120.00
      callForPrice: false,
    });

    const { token, body: sent } = await send(id);
    expect(sent).toMatchObject({
      stage: 'quoted',
      status: 'pending',
      number: expect.stringMatching(/^Q-\d{4}-\d{4}$/),
    });
    expect(sent.latestRevision).toMatchObject({ revision: 1, label: `${sent.number} rev 1`, price: { total: 2064 } });

    // The email in the customer's inbox: the quote with its PDF, and the link to accept it.
    const email = await eventually(() => {
      const mail = smtp.received.find((m) => m.subject === `Your quote ${sent.number} rev 1`);
      expect(mail).toBeDefined();
      return mail!;
    }, 60_000);
    expect(email.to).toMatchObject({ text: 'jo@example.co.uk' });
    expect(email.text).toContain('£2,064.00');
    expect(email.attachments).toMatchObject([{ filename: `${sent.number}-rev-1.pdf`, contentType: 'application/pdf' }]);
    expect(email.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    const link = email.text!.match(/https?:\/\/\S+\/hire\/quotes\/\d+\?token=\S+/)![0];
    expect(new URL(link).searchParams.get('token')).toBe(token);

    // The customer opens the link: no sign-in, the revision sent, not the desk's draft.
    const view = await anonymous().get(`/api/hire/quotes/${id}`).query({ token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id, stage: 'quoted', draft: null, price: { total: 2064 }, booking: null });
    expect((await anonymous().get(`/api/hire/quotes/${id}`)).status).toBe(401);
    const tampered = await anonymous()
      .get(`/api/hire/quotes/${id}`)
      .query({ token: token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(tampered.status).toBe(403);

    const unticked = await accept(id, token, { acceptTerms: false });
    expect(unticked.status).toBe(400);
    expect(unticked.body.message).toBe('acceptTerms: Tick to accept the hire terms');

    const accepted = await accept(id, token, { fullName: 'Jo Events' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      stage: 'confirmed',
      status: 'approved',
      acceptance: { name: 'Jo Events', revision: 1, ip: null },
      booking: { total: 2064, depositDue: 516, paid: 0, balance: 2064, payments: [] },
    });
    expect((await availability(rig.slug)).body).toMatchObject({ stock: 1, committed: 1, available: 0 });
    expect((await accept(id, token)).status).toBe(409);

    // The desk sees who accepted from where, records the deposit, and the balance follows.
    const desk = await asAdmin().get(`/api/hire/quotes/${id}`);
    expect(desk.body.acceptance.ip).toEqual(expect.any(String));
    const paid = await asAdmin()
      .post(`/api/admin/hire/quotes/${id}/payments`)
      .send({ kind: 'payment', method: 'bank-transfer', amount: 516, reference: 'JO-DEP' });
    expect(paid.status).toBe(201);
    expect(paid.body.booking).toMatchObject({
      depositDue: 0,
      paid: 516,
      balance: 1548,
      payments: [{ kind: 'payment', method: 'bank-transfer', amount: 516, reference: 'JO-DEP' }],
    });
    const card = await asAdmin()
      .post(`/api/admin/hire/quotes/${id}/payments`)
      .send({ kind: 'payment', method: 'card', amount: -5 });
    expect(card.status).toBe(400);

    // Cancelled more than 7 days ahead: no fee, the deposit back, the units free again.
    const cancelled = await asAdmin().post(`/api/admin/hire/quotes/${id}/cancel`).send({ reason: 'Event moved' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      stage: 'cancelled',
      status: 'rejected',
      cancellation: { band: 'more-than-7-days', fee: 0, refund: 516, owed: 0 },
    });
    expect((await availability(rig.slug)).body).toMatchObject({ committed: 0, available: 1 });
  });

  it('refuses a second acceptance once the units went to another booking (409)', async () => {
    const first = await requestQuote([{ productId: rig.id, quantity: 1 }]);
    const second = await requestQuote([{ productId: rig.id, quantity: 1 }]);
    const firstLink = await send(first);
    const secondLink = await send(second);

    expect((await accept(first, firstLink.token)).status).toBe(200);
    const refused = await accept(second, secondLink.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Sorry, some of the equipment is no longer free for your dates: Quoted Line Array (1 needed, 0 free). The hire desk has been told and will be in touch.',
    );
    expect((await asAdmin().get(`/api/hire/quotes/${second}`)).body).toMatchObject({
      stage: 'quoted',
      acceptanceRefused: { revision: 1, shortfalls: [{ productId: rig.id, requested: 1, available: 0 }] },
    });
    await asAdmin().post(`/api/admin/hire/quotes/${first}/cancel`).send({});
  });

  it('refuses a link once the quote has expired, and a declined quote cannot be accepted', async () => {
    const id = await requestQuote([{ productId: rig.id, quantity: 1 }]);
    const { token, body } = await send(id);
    const validUntil = (body.latestRevision as { validUntil: string }).validUntil;
    moveHireClock((DEFAULT_HIRE_RATE_SETTINGS.quoteValidityDays + 1) * DAY);
    try {
      const expired = await anonymous().get(`/api/hire/quotes/${id}`).query({ token });
      expect(expired.status).toBe(409);
      expect(expired.body.message).toMatch(/^This quote expired on \d{2} [A-Z][a-z]{2} \d{4}\./);
      expect(expired.body.message).toContain(validUntil.slice(0, 4));
      expect((await accept(id, token)).status).toBe(409);
    } finally {
      resetHireClock();
    }

    const declined = await anonymous()
      .post(`/api/hire/quotes/${id}/decline`)
      .query({ token })
      .send({ reason: 'Too dear' });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      stage: 'declined',
      status: 'rejected',
      decline: { reason: 'Too dear', byDesk: false },
    });
    expect((await accept(id, token)).body.message).toBe('This quote was declined');
  });
});
