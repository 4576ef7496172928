import type { ParsedMail } from 'mailparser';
import { DEFAULT_EMAIL_SETTINGS, formatPence, type EventData, type EventType } from '@shop/contracts';
import { createEnvelope, dispatch } from '@shop/kit';
import { readPdf, sampleQuote } from '@shop/quote-document/testing';
import { startSmtp, type LocalSmtp } from '@shop/test-support/smtp';
import { smtpPool, type SmtpPool } from '../../src/adapters/smtp';
import { deliverEmail } from '../../src/application/deliver-email';
import { sendEventEmails } from '../../src/application/send-event-emails';
import { quoteSentEmails } from '../../src/domain/hire-quote-emails';
import { emailHandlers } from '../../src/events/emails';
import { emailSettingsStore } from '../../src/models/email-settings-store';
import { outgoingEmailStore } from '../../src/models/outgoing-email-store';
import { SECRETS_KEY, fakeEmailQueue, openDatabase } from './fixtures';

const SHOP_URL = 'https://shop.soundhire.test';
const DESK = 'desk@soundhire.test';

let db: Awaited<ReturnType<typeof openDatabase>>;
let emails: ReturnType<typeof outgoingEmailStore>;
let settings: ReturnType<typeof emailSettingsStore>;
let smtp: LocalSmtp;
let pool: SmtpPool;
let serial = 0;
const address = (name: string) => `${name}-${++serial}@example.co.uk`;

beforeAll(async () => {
  db = await openDatabase();
  emails = outgoingEmailStore(db.models.OutgoingEmail, db.connection);
  settings = emailSettingsStore(db.models.EmailSettings, SECRETS_KEY);
  smtp = await startSmtp();
  pool = smtpPool(5_000);
  const { pass: _pass, ...defaults } = DEFAULT_EMAIL_SETTINGS;
  await settings.save(
    {
      ...defaults,
      host: '127.0.0.1',
      port: smtp.port,
      user: 'shop',
      from: 'shop@soundhire.test',
      to: DESK,
      footerCompanyName: 'SoundHire Test Ltd',
      footerAddress: '1 Test Street, Eastbourne',
      footerContactEmail: 'help@soundhire.test',
    },
    'mail-secret',
  );
});

afterAll(async () => {
  pool.close();
  await smtp.stop();
  await db.close();
});

/** An event as Kafka carries it. */
const envelopeOf = <T extends EventType>(type: T, data: EventData<T>) =>
  JSON.stringify(createEnvelope(type, (data as { quoteId: number }).quoteId, 1, data));

/**
 * Hands a delivered event to notify's handlers as its consumer does (checked against the event's
 * schema, keyed by the event's id), then runs every job queued as the email queue would, against
 * the SMTP stand-in.
 */
async function consume(raw: string) {
  const { queue, jobs } = fakeEmailQueue();
  const event = dispatch(raw, emailHandlers(sendEventEmails({ settings, emails, queue }), SHOP_URL))!;
  await event.handle({ key: `emails:${event.envelope.id}` });
  const deliver = deliverEmail({ settings, emails, smtp: pool, leaseMs: 60_000 });
  for (const job of jobs) await deliver(job.emailId, true);
}

const recipients = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : [mail.to]).map((to) => to?.text ?? '').join(',');
const mailsTo = (to: string) => smtp.received.filter((mail) => recipients(mail).includes(to));
const deskMailsAbout = (subject: string) => mailsTo(DESK).filter((mail) => mail.subject?.includes(subject));

const person = (customerEmail: string) => ({ customerName: 'Jo Brightwell', customerEmail });

describe('HireQuoteSent: the customer\'s "Your quote" email', () => {
  const customerEmail = address('quoted');
  const { document } = sampleQuote({ lines: 4 });
  const sent: EventData<'HireQuoteSent'> = {
    quoteId: 42,
    userId: null,
    document: { ...document, customer: { ...document.customer, email: customerEmail } },
    acceptPath: '/hire/quotes/42?token=signed.token-value',
  };
  const raw = envelopeOf('HireQuoteSent', sent);

  it('sends one email with the lines, the total, the deposits, the accept link and the quote as a PDF', async () => {
    await consume(raw);
    const [mail, ...more] = mailsTo(customerEmail);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Your quote Q-2026-0042 rev 2');
    const acceptUrl = `${SHOP_URL}/hire/quotes/42?token=signed.token-value`;
    expect(mail.html).toContain(`href="${acceptUrl}"`);
    expect(mail.text).toContain(`View and accept your quote: ${acceptUrl}`);
    for (const line of document.lines) expect(mail.text).toContain(line.description);
    expect(mail.text).toContain('1 x Line Array Rig (1 week + 3 days): £2,950.00');
    expect(mail.text).toContain(`Total: ${formatPence(document.totalPence)}`);
    expect(mail.text).toContain(`Booking deposit due on acceptance: ${formatPence(document.bookingDepositPence)}`);
    expect(mail.text).toContain(
      `Refundable security deposit (not part of the total): ${formatPence(document.securityDepositPence)}`,
    );
    expect(mail.text).toContain('Valid until: 26 Jun 2026');
    expect(mailsTo(DESK).filter((m) => m.subject?.includes('Q-2026-0042'))).toEqual([]);

    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ filename: 'Q-2026-0042-rev-2.pdf', contentType: 'application/pdf' });
    const { text } = await readPdf(pdf.content);
    expect(text).toContain('Quote Q-2026-0042 rev 2');
    expect(text).toContain('SoundHire Test Ltd');
    expect(text).toContain(`Total ${formatPence(document.totalPence)}`);
  });

  it('records the document to make the PDF from, not the file', async () => {
    const [record] = await db.models.OutgoingEmail.find({ to: customerEmail }).lean();
    expect(record.attachments).toEqual([
      {
        kind: 'quote-pdf',
        document: sent.document,
        business: {
          name: 'SoundHire Test Ltd',
          address: '1 Test Street, Eastbourne',
          email: 'help@soundhire.test',
          phone: null,
          vatNumber: null,
          companyNumber: null,
        },
      },
    ]);
  });

  it('sends it once when the event is delivered again', async () => {
    await consume(raw);
    expect(mailsTo(customerEmail)).toHaveLength(1);
    expect(await db.models.OutgoingEmail.countDocuments({ to: customerEmail })).toBe(1);
  });

  it('is not sent when the customer quote status emails are turned off', () => {
    const off = { ...DEFAULT_EMAIL_SETTINGS, sendCustomerHireQuoteStatusUpdates: false };
    expect(quoteSentEmails(off, sent, SHOP_URL)).toEqual([]);
  });
});

describe('the other emails of a quote', () => {
  it('HireQuoteAccepted: the customer gets the booking confirmation, the business is told', async () => {
    const customerEmail = address('accepted');
    await consume(
      envelopeOf('HireQuoteAccepted', {
        quoteId: 43,
        userId: 7,
        number: 'Q-2026-0043',
        revision: 1,
        acceptedByName: 'Jo Brightwell',
        acceptedAt: '2026-06-14T09:15:00.000Z',
        ...person(customerEmail),
        startDate: '2026-07-01',
        endDate: '2026-07-11',
        totalPence: 688_560,
        bookingDepositPence: 172_140,
        balanceDueDate: '2026-06-24',
      }),
    );
    const [confirmation, ...more] = mailsTo(customerEmail);
    expect(more).toEqual([]);
    expect(confirmation.subject).toBe('Booking confirmed: quote Q-2026-0043 rev 1');
    expect(confirmation.text).toContain('Hire dates: 01 Jul 2026 to 11 Jul 2026');
    expect(confirmation.text).toContain('Total: £6,885.60');
    expect(confirmation.text).toContain('Booking deposit due now: £1,721.40');
    expect(confirmation.text).toContain('Balance due: £5,164.20, by 24 Jun 2026');

    const [desk] = deskMailsAbout('Q-2026-0043');
    expect(desk.subject).toBe('Quote Q-2026-0043 rev 1 accepted by Jo Brightwell');
    expect(desk.text).toContain(`Email: ${customerEmail}`);
    expect(desk.text).toContain('Accepted on: 14 Jun 2026');
    expect(desk.text).toContain('Balance: £5,164.20');
  });

  it('HireQuoteAcceptanceRefused: the business is told which lines are short; the customer gets nothing', async () => {
    const customerEmail = address('refused');
    await consume(
      envelopeOf('HireQuoteAcceptanceRefused', {
        quoteId: 44,
        number: 'Q-2026-0044',
        revision: 3,
        ...person(customerEmail),
        shortfalls: [
          { productId: 2, name: 'Moving Head Spot 350', requested: 4, available: 1 },
          { productId: 5, name: 'Haze Machine', requested: 2, available: 0 },
        ],
      }),
    );
    expect(mailsTo(customerEmail)).toEqual([]);
    const [desk, ...more] = deskMailsAbout('Q-2026-0044');
    expect(more).toEqual([]);
    expect(desk.subject).toBe('Acceptance refused: quote Q-2026-0044 rev 3 (equipment no longer free)');
    expect(desk.text).toContain('Short: Moving Head Spot 350: 4 wanted, 1 free');
    expect(desk.text).toContain('Short: Haze Machine: 2 wanted, 0 free');
  });

  it('HireQuoteDeclined and HireQuoteExpired: the business is told, with the reason given', async () => {
    const customerEmail = address('declined');
    const quote = { userId: null, revision: 1, ...person(customerEmail) };
    await consume(
      envelopeOf('HireQuoteDeclined', {
        ...quote,
        quoteId: 45,
        number: 'Q-2026-0045',
        reason: 'Found a <b>cheaper</b> rig',
      }),
    );
    await consume(envelopeOf('HireQuoteExpired', { ...quote, quoteId: 46, number: 'Q-2026-0046' }));
    expect(mailsTo(customerEmail)).toEqual([]);

    const [declined] = deskMailsAbout('Q-2026-0045');
    expect(declined.subject).toBe('Quote Q-2026-0045 rev 1 declined by Jo Brightwell');
    expect(declined.text).toContain('Found a <b>cheaper</b> rig');
    expect(declined.html).toContain('Found a &lt;b&gt;cheaper&lt;/b&gt; rig');
    const [expired] = deskMailsAbout('Q-2026-0046');
    expect(expired.subject).toBe('Quote Q-2026-0046 rev 1 expired');
    expect(expired.text).toContain(`Email: ${customerEmail}`);
  });

  it('HireBookingCancelled: the customer gets the cancellation with the fee and the refund', async () => {
    const customerEmail = address('cancelled');
    await consume(
      envelopeOf('HireBookingCancelled', {
        quoteId: 47,
        number: 'Q-2026-0047',
        userId: 7,
        reason: 'Event postponed',
        feePence: 86_070,
        refundPence: 86_070,
        ...person(customerEmail),
      }),
    );
    const [mail, ...more] = mailsTo(customerEmail);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Hire booking Q-2026-0047 cancelled');
    expect(mail.text).toContain('Quote: Q-2026-0047');
    expect(mail.text).toContain('Cancellation fee: £860.70');
    expect(mail.text).toContain('Refund: £860.70');
    expect(mail.text).toContain('Reason: Event postponed');
    expect(deskMailsAbout('Q-2026-0047')).toEqual([]);
  });

  it('HireBookingOverdue: the customer and the desk are told once, with the late charge per day', async () => {
    const customerEmail = address('overdue');
    const raw = envelopeOf('HireBookingOverdue', {
      quoteId: 48,
      number: 'Q-2026-0048',
      userId: null,
      endDate: '2026-10-24',
      unitsOut: 2,
      dailyLatePence: 9000,
      ...person(customerEmail),
    });
    await consume(raw);
    // The same event delivered again sends nothing more.
    await consume(raw);
    const [mail, ...more] = mailsTo(customerEmail);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Hire booking Q-2026-0048 is overdue');
    expect(mail.text).toContain('Hire ended: 24 Oct 2026');
    expect(mail.text).toContain('Units still out: 2');
    expect(mail.text).toContain('Late charge per day: £90.00');
    const [desk, ...again] = deskMailsAbout('Q-2026-0048');
    expect(again).toEqual([]);
    expect(desk.subject).toBe('Booking Q-2026-0048 overdue');
  });
});

describe('the hire on the floor: the customer is told what went out, what came back and how it settled', () => {
  const booking = (customerEmail: string) => ({
    quoteId: 61,
    number: 'Q-2026-0061',
    userId: 7,
    ...person(customerEmail),
  });

  it('HireBookingDispatched: what went out, by name and tag, and when it is due back', async () => {
    const customerEmail = address('dispatched');
    const raw = envelopeOf('HireBookingDispatched', {
      ...booking(customerEmail),
      startDate: '2026-12-11',
      endDate: '2026-12-20',
      units: [
        { tag: 'CDJ-001', name: 'Pioneer CDJ-3000' },
        { tag: 'MIX-004', name: 'DJM-900 Mixer' },
      ],
    });
    await consume(raw);
    await consume(raw);
    const [mail, ...more] = mailsTo(customerEmail);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Your hire equipment has gone out: booking Q-2026-0061');
    expect(mail.text).toContain('Out: Pioneer CDJ-3000 (CDJ-001)');
    expect(mail.text).toContain('Out: DJM-900 Mixer (MIX-004)');
    expect(mail.text).toContain('Due back by: 20 Dec 2026');
  });

  it('HireUnitsReturned: what came back and how, and what is still out', async () => {
    const customerEmail = address('returned');
    await consume(
      envelopeOf('HireUnitsReturned', {
        ...booking(customerEmail),
        returned: [{ tag: 'CDJ-001', name: 'Pioneer CDJ-3000', condition: 'damaged', chargePence: 8500 }],
        unitsStillOut: 1,
      }),
    );
    const [mail] = mailsTo(customerEmail);
    expect(mail.subject).toBe('Equipment back from booking Q-2026-0061');
    expect(mail.text).toContain('Back: Pioneer CDJ-3000 (CDJ-001), damaged: £85.00 assessed');
    expect(mail.text).toContain('Still out: 1');
  });

  it('HireBookingSettled: the charges, the deposit used, the refund and anything still owed, with amounts', async () => {
    const customerEmail = address('settled');
    const settled = {
      ...booking(customerEmail),
      returned: [{ tag: 'CDJ-001', name: 'Pioneer CDJ-3000', condition: 'damaged' as const, chargePence: 8500 }],
      damagePence: 5000,
      waivedPence: 3500,
      latePence: 0,
      chargesPence: 5000,
      depositHeldPence: 13_000,
      depositUsedPence: 5000,
      refundPence: 8000,
      owedPence: 0,
      totalPence: 101_360,
    };
    await consume(envelopeOf('HireBookingSettled', settled));
    const [mail, ...more] = mailsTo(customerEmail);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Your hire is settled: booking Q-2026-0061');
    for (const line of [
      'Back: Pioneer CDJ-3000 (CDJ-001), damaged: £85.00 assessed',
      'Damage and loss charged: £50.00',
      'Covered by your damage waiver: £35.00',
      'Late return: £0.00',
      'Security deposit held: £130.00',
      'Taken from the deposit: £50.00',
      'Deposit refunded: £80.00',
      'Final total: £1,013.60',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).not.toContain('Still to pay');

    const owing = address('owing');
    await consume(
      envelopeOf('HireBookingSettled', {
        ...settled,
        ...booking(owing),
        quoteId: 62,
        depositHeldPence: 0,
        depositUsedPence: 0,
        refundPence: 0,
        owedPence: 5000,
      }),
    );
    expect(mailsTo(owing)[0].text).toContain('Still to pay: £50.00');
  });
});

describe('booking reminders: the customer is told how the hire goes out and comes back', () => {
  const booking = (customerEmail: string, delivered: boolean) => ({
    quoteId: 51,
    number: 'Q-2026-0051',
    userId: null,
    ...person(customerEmail),
    startDate: '2026-10-23',
    endDate: '2026-10-26',
    items: [
      { name: 'Line Array & Sub <Pair>', quantity: 2 },
      { name: 'DJ Package', quantity: 1 },
    ],
    deliveryRequired: delivered,
    installationRequired: delivered,
    deliveryAddress: delivered ? 'The Winter Garden, Compton Street' : null,
    deliveryCity: delivered ? 'Eastbourne' : null,
    deliveryPostalCode: delivered ? 'BN21 4BP' : null,
    notes: delivered ? 'Load-in through the stage door' : null,
  });

  it('before the start: the delivery and installation address with the lines and dates, once', async () => {
    const customerEmail = address('starting');
    const raw = envelopeOf('HireBookingStartReminder', booking(customerEmail, true));
    await consume(raw);
    await consume(raw);
    const [mail, ...more] = mailsTo(customerEmail);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Your hire Q-2026-0051 starts on 23 Oct 2026');
    expect(mail.text).toContain(
      'Your hire starts on 23 Oct 2026. We will deliver the equipment to the address below and set it up that day',
    );
    expect(mail.text).toContain('Hire dates: 23 Oct 2026 to 26 Oct 2026');
    expect(mail.text).toContain('Item: 2 x Line Array & Sub <Pair>');
    expect(mail.text).toContain('Item: 1 x DJ Package');
    expect(mail.text).toContain('Delivery to: The Winter Garden, Compton Street, Eastbourne, BN21 4BP');
    expect(mail.text).toContain('Installation: Booked: our crew sets it up');
    expect(mail.text).toContain('Load-in through the stage door');
    expect(mail.html).toContain('2 x Line Array &amp; Sub &lt;Pair&gt;');
    expect(deskMailsAbout('Q-2026-0051')).toEqual([]);
  });

  it('before the start of a hire collected from the shop: where to collect it', async () => {
    const customerEmail = address('collecting');
    await consume(envelopeOf('HireBookingStartReminder', booking(customerEmail, false)));
    const [mail] = mailsTo(customerEmail);
    expect(mail.text).toContain('Please collect the equipment from us on that day, quoting booking Q-2026-0051.');
    expect(mail.text).toContain('Collect from: SoundHire Test Ltd, 1 Test Street, Eastbourne');
    expect(mail.text).not.toContain('Delivery to');
  });

  it('the day before the end: the collection from the venue, or the return to the shop with the late charge rule', async () => {
    const collected = address('collected');
    await consume(envelopeOf('HireBookingEndReminder', booking(collected, true)));
    const [collection] = mailsTo(collected);
    expect(collection.subject).toBe('Your hire Q-2026-0051 ends on 26 Oct 2026');
    expect(collection.text).toContain('We will collect the equipment from the address below that day');
    expect(collection.text).toContain('Collection from: The Winter Garden, Compton Street, Eastbourne, BN21 4BP');

    const returning = address('returning');
    await consume(envelopeOf('HireBookingEndReminder', booking(returning, false)));
    const [giveBack] = mailsTo(returning);
    expect(giveBack.text).toContain('Please bring the equipment back to us by the end of that day.');
    expect(giveBack.text).toContain('Late returns are charged at the daily rate for each day or part day.');
    expect(giveBack.text).toContain('Return to: SoundHire Test Ltd, 1 Test Street, Eastbourne');
  });
});

describe('pay links: the booking confirmation and the balance reminder open the booking page at the payment due', () => {
  const PAY_PATH = '/hire/quotes/61?token=1.2026-06-20.abc';

  it('HireQuoteAccepted: a "Pay deposit" link to the booking page with its signed token', async () => {
    const customerEmail = address('pay-deposit');
    await consume(
      envelopeOf('HireQuoteAccepted', {
        quoteId: 61,
        userId: null,
        number: 'Q-2026-0061',
        revision: 1,
        acceptedByName: 'Jo Brightwell',
        acceptedAt: '2026-06-14T09:15:00.000Z',
        ...person(customerEmail),
        startDate: '2026-07-01',
        endDate: '2026-07-03',
        totalPence: 60_000,
        bookingDepositPence: 15_000,
        balanceDueDate: '2026-06-24',
        payPath: `${PAY_PATH}&pay=deposit`,
      }),
    );
    const [confirmation] = mailsTo(customerEmail);
    expect(confirmation.text).toContain(`Pay deposit: ${SHOP_URL}${PAY_PATH}&pay=deposit`);
    expect(confirmation.html).toContain(`href="${SHOP_URL}${PAY_PATH}&amp;pay=deposit"`);
    // The desk's copy carries no pay link.
    const [desk] = deskMailsAbout('Q-2026-0061');
    expect(desk.text).not.toContain('Pay deposit');
  });

  it('HireQuoteStatusChanged to approved (the desk confirmed the booking): the same "Pay deposit" link', async () => {
    const customerEmail = address('desk-confirmed');
    const change = {
      quoteId: 62,
      userId: null,
      from: 'pending' as const,
      to: 'approved' as const,
      reason: null,
      ...person(customerEmail),
      startDate: '2026-07-01T09:00:00.000Z',
      endDate: '2026-07-03T09:00:00.000Z',
    };
    await consume(
      envelopeOf('HireQuoteStatusChanged', { ...change, pay: { purpose: 'deposit', path: `${PAY_PATH}&pay=deposit` } }),
    );
    const [confirmed] = mailsTo(customerEmail);
    expect(confirmed.subject).toBe('Hire quote #62: approved');
    expect(confirmed.text).toContain(`Pay deposit: ${SHOP_URL}${PAY_PATH}&pay=deposit`);
    expect(confirmed.html).toContain(`href="${SHOP_URL}${PAY_PATH}&amp;pay=deposit"`);

    // A booking that takes no deposit links its balance; an older event with no link sends none.
    const noDeposit = address('desk-confirmed-balance');
    await consume(
      envelopeOf('HireQuoteStatusChanged', {
        ...change,
        quoteId: 63,
        ...person(noDeposit),
        pay: { purpose: 'balance', path: `${PAY_PATH}&pay=balance` },
      }),
    );
    expect(mailsTo(noDeposit)[0].text).toContain(`Pay balance: ${SHOP_URL}${PAY_PATH}&pay=balance`);
    const older = address('desk-confirmed-older');
    await consume(envelopeOf('HireQuoteStatusChanged', { ...change, quoteId: 64, ...person(older) }));
    expect(mailsTo(older)[0].text).not.toContain('Pay ');
  });

  it('HireBookingBalanceReminder: what is due by when, with a "Pay balance" link, once', async () => {
    const customerEmail = address('pay-balance');
    const raw = envelopeOf('HireBookingBalanceReminder', {
      quoteId: 61,
      number: 'Q-2026-0061',
      userId: null,
      ...person(customerEmail),
      startDate: '2026-07-01',
      endDate: '2026-07-03',
      items: [{ name: 'Pixel Bar Pair', quantity: 2 }],
      deliveryRequired: false,
      installationRequired: false,
      deliveryAddress: null,
      deliveryCity: null,
      deliveryPostalCode: null,
      notes: null,
      balanceDuePence: 45_000,
      balanceDueDate: '2026-06-24',
      payPath: `${PAY_PATH}&pay=balance`,
    });
    await consume(raw);
    await consume(raw);
    const [mail, ...more] = mailsTo(customerEmail);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Your hire Q-2026-0061: balance of £450.00 due by 24 Jun 2026');
    expect(mail.text).toContain('Balance due: £450.00, by 24 Jun 2026');
    expect(mail.text).toContain(`Pay balance: ${SHOP_URL}${PAY_PATH}&pay=balance`);
    expect(deskMailsAbout('Q-2026-0061: balance')).toEqual([]);
  });
});
