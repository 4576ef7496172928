import type { ParsedMail } from 'mailparser';
import type { EventInput } from '@shop/contracts';
import mongoose from 'mongoose';
import { eventually, freePort, publishEnvelope, publishEvent } from '@shop/kit/testing';
import { localSmtpSettings } from '@shop/test-support/email-settings';
import { startSmtp, type LocalSmtp } from '@shop/test-support/smtp';
import { startNotifyForTest } from './support/notify';

let smtp: LocalSmtp;
let notify: Awaited<ReturnType<typeof startNotifyForTest>>;
let serial = 0;
const address = (name: string) => `${name}-${++serial}@example.co.uk`;

/** An order paid by card (one of product 1 for £10 unless told otherwise), as orders publishes it. */
const orderPaid = (
  orderId: number,
  customerEmail: string,
  extra: Partial<EventInput<'OrderPaid'>> = {},
  aggregateVersion?: number,
) =>
  publishEvent(
    'OrderPaid',
    orderId,
    {
      orderId,
      userId: 7,
      lines: [{ productId: 1, quantity: 1 }],
      totalPence: 1_000,
      customerEmail,
      paymentMethod: 'credit-card',
      ...extra,
    },
    aggregateVersion,
  );

const SAVE = `mutation($input: EmailSettingsInput!) { saveEmailSettings(input: $input) { configured } }`;
const settings = (port: number, extra: Record<string, unknown> = {}) =>
  localSmtpSettings(port, {
    footerCompanyName: 'SoundHire Test Ltd',
    footerAddress: '1 Test Street, Eastbourne',
    footerContactEmail: 'help@soundhire.test',
    orderConfirmationTitle: 'Thanks for shopping with SoundHire',
    orderConfirmationIntro: 'Your kit is being picked.',
    ...extra,
  });
const save = async (input: Record<string, unknown>) => {
  const res = await notify.gql(SAVE, { input });
  expect(res.errors).toBeUndefined();
};

const to = (mail: ParsedMail) =>
  Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
/** Waits for exactly `count` emails to `recipient` (and then for any stray duplicate to show). */
const inbox = (server: LocalSmtp, recipient: string, count = 1) =>
  eventually(() => {
    const mails = server.received.filter((m) => to(m).includes(recipient));
    expect(mails).toHaveLength(count);
    return mails;
  }, 30_000);

const quote = (customerEmail: string, quoteId: number) => ({
  quoteId,
  userId: null,
  customerName: 'Jo <b>Events</b>',
  customerEmail,
  customerPhone: null,
  startDate: '2027-06-10T09:00:00.000Z',
  endDate: '2027-06-12T09:00:00.000Z',
  deliveryRequired: true,
  installationRequired: false,
  deliveryAddress: '1 Pier Road',
  deliveryCity: 'Brighton',
  deliveryPostalCode: 'BN1 1AA',
  additionalNotes: '<script>alert("x")</script> Stage left',
  items: [{ productId: 4, name: 'Line Array Rig', quantity: 2, hirePeriod: 'weekly' as const }],
});

beforeAll(async () => {
  smtp = await startSmtp();
  notify = await startNotifyForTest();
  await save(settings(smtp.port));
}, 60_000);

afterAll(async () => {
  await notify.stop();
  await smtp.stop();
});

describe('emails through a real SMTP server (admin 4, 9; storefront 8)', () => {
  it('sends the order confirmation when the order is paid, not when it is placed', async () => {
    const buyer = address('placed');
    await publishEvent('OrderPlaced', 500, {
      orderId: 500,
      userId: 7,
      lines: [{ productId: 1, quantity: 1 }],
      totalPence: 1_000,
      customerEmail: buyer,
    });
    await orderPaid(500, buyer, { paymentMethod: 'paypal' }, 2);
    const [mail] = await inbox(smtp, buyer);
    expect(mail.subject).toBe('Order #500 confirmed');
  });

  it('tells a customer paying by bank transfer where to pay, the reference and until when the items are held', async () => {
    const buyer = address('transfer');
    await publishEvent('OrderAwaitingBankTransfer', 510, {
      orderId: 510,
      userId: 7,
      totalPence: 125_000,
      customerEmail: buyer,
      accountName: 'SoundHire Pro Ltd',
      sortCode: '12-34-56',
      accountNumber: '12345678',
      reference: 'SHP-510',
      payBy: '2027-03-08T12:00:00.000Z',
    });
    const [mail] = await inbox(smtp, buyer);
    expect(mail.subject).toBe('Order #510: pay by bank transfer');
    for (const line of [
      'Amount: £1,250.00',
      'Account name: SoundHire Pro Ltd',
      'Sort code: 12-34-56',
      'Account number: 12345678',
      'Reference: SHP-510',
      'Items held until: 08 Mar 2027',
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it('sends the order confirmation with the settings title, intro and footer', async () => {
    const buyer = address('buyer');
    await orderPaid(501, buyer, { lines: [{ productId: 1, quantity: 2 }], totalPence: 14_400 });
    const [mail] = await inbox(smtp, buyer);
    expect(mail.subject).toBe('Order #501 confirmed');
    expect(mail.from?.text).toContain('shop@soundhire.test');
    expect(mail.html).toContain('Thanks for shopping with SoundHire');
    expect(mail.text).toContain('Your kit is being picked.');
    expect(mail.text).toContain('Total: £144.00');
    expect(mail.text).toContain('SoundHire Test Ltd · 1 Test Street, Eastbourne · help@soundhire.test');
  });

  it('sends shipped, delivered and cancelled updates, and nothing for other statuses', async () => {
    const buyer = address('status');
    for (const [from, toStatus] of [
      ['pending', 'processing'],
      ['processing', 'shipped'],
      ['shipped', 'delivered'],
    ] as const) {
      await publishEvent('OrderStatusChanged', 502, {
        orderId: 502,
        userId: 7,
        from,
        to: toStatus,
        reason: null,
        customerEmail: buyer,
      });
    }
    await publishEvent('OrderStatusChanged', 503, {
      orderId: 503,
      userId: 7,
      from: 'pending',
      to: 'cancelled',
      reason: 'Not enough stock: <Rare Synth>',
      customerEmail: buyer,
    });
    const mails = await inbox(smtp, buyer, 3);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Order #502 has been delivered',
      'Order #502 has shipped',
      'Order #503 has been cancelled',
    ]);
    const cancelled = mails.find((m) => m.subject?.includes('cancelled'))!;
    expect(cancelled.html).toContain('Not enough stock: &lt;Rare Synth&gt;');
    expect(cancelled.html).toContain('Your order has been cancelled');
  });

  it('confirms a hire quote request to the customer and tells the hire desk, escaping what the customer wrote', async () => {
    const customer = address('hirer');
    await publishEvent('HireQuoteRequested', 601, quote(customer, 601));
    const [confirmation] = await inbox(smtp, customer);
    expect(confirmation.subject).toBe('Hire quote request #601 received');
    expect(confirmation.text).toContain('Item: 2 x Line Array Rig (weekly hire)');
    expect(confirmation.text).toContain('Dates: 10 Jun 2027 to 12 Jun 2027');
    expect(confirmation.text).toContain('Delivery: Requested');
    const desk = await eventually(() => {
      const found = smtp.received.find((m) => m.subject === 'New hire quote request #601 from Jo <b>Events</b>');
      expect(found).toBeDefined();
      return found!;
    }, 30_000);
    expect(to(desk)).toContain('desk@soundhire.test');
    expect(desk.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Stage left');
    expect(desk.html).not.toContain('<script>');
    expect(desk.html).toContain('Jo &lt;b&gt;Events&lt;/b&gt;');
  });

  it('repeats nothing the requester wrote to an address that is not their account email', async () => {
    const typedIn = address('typed-in');
    await publishEvent('HireQuoteRequested', 605, {
      ...quote(typedIn, 605),
      userId: 12,
      customerName: 'Cheap pills at spam.example',
      customerPhone: '0800 SPAM SPAM',
      deliveryAddress: 'Visit spam.example today',
      additionalNotes: 'Click https://spam.example/offer now',
    });
    const [mail] = await inbox(smtp, typedIn);
    expect(mail.subject).toBe('Hire quote request #605 received');
    expect(mail.text).toContain('Quote number: 605');
    expect(mail.text).toContain('Item: 2 x Line Array Rig (weekly hire)');
    for (const body of [mail.text ?? '', String(mail.html)]) {
      expect(body).not.toMatch(/spam|Cheap pills|0800/i);
    }
    // The desk still reads all of it.
    const desk = await eventually(() => {
      const found = smtp.received.find(
        (m) => m.subject === 'New hire quote request #605 from Cheap pills at spam.example',
      );
      expect(found).toBeDefined();
      return found!;
    }, 30_000);
    expect(desk.text).toContain('Click https://spam.example/offer now');
    expect(desk.text).toContain('Delivery: Visit spam.example today, Brighton, BN1 1AA');
  });

  it("repeats the request in full to a signed-in requester's own account email", async () => {
    const own = address('account-holder');
    await publishEvent('HireQuoteRequested', 606, {
      ...quote(own, 606),
      userId: 12,
      customerEmailIsAccountEmail: true,
      customerPhone: '01323 555 010',
    });
    const [mail] = await inbox(smtp, own);
    expect(mail.text).toContain('Customer: Jo <b>Events</b>');
    expect(mail.text).toContain('Phone: 01323 555 010');
    expect(mail.text).toContain('Delivery: 1 Pier Road, Brighton, BN1 1AA');
    expect(mail.text).toContain('<script>alert("x")</script> Stage left');
    expect(mail.html).not.toContain('<script>');
  });

  it('tells the customer when a quote is approved, rejected (with the desk’s reason) or completed', async () => {
    const customer = address('quote-status');
    const change = {
      userId: null,
      customerName: 'Jo',
      customerEmail: customer,
      startDate: '2027-06-10T09:00:00.000Z',
      endDate: '2027-06-12T09:00:00.000Z',
    };
    await publishEvent('HireQuoteStatusChanged', 602, { ...change, quoteId: 602, from: 'pending', to: 'approved' });
    await publishEvent('HireQuoteStatusChanged', 603, {
      ...change,
      quoteId: 603,
      from: 'pending',
      to: 'rejected',
      reason: 'We are fully booked that weekend',
    });
    await publishEvent('HireQuoteStatusChanged', 604, { ...change, quoteId: 604, from: 'approved', to: 'completed' });
    const mails = await inbox(smtp, customer, 3);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Hire quote #602: approved',
      'Hire quote #603: rejected',
      'Hire quote #604: completed',
    ]);
    expect(mails.find((m) => m.subject?.includes('approved'))!.html).toContain('Your hire quote is approved');
    const rejected = mails.find((m) => m.subject?.includes('rejected'))!;
    expect(rejected.text).toContain('Reason from the hire desk');
    expect(rejected.text).toContain('We are fully booked that weekend');
    expect(mails.find((m) => m.subject?.includes('completed'))!.text).not.toContain('Reason from the hire desk');
  });

  it('passes a contact message to the business', async () => {
    await publishEvent('ContactMessageReceived', 701, {
      id: 701,
      name: 'Sam',
      email: 'sam@example.co.uk',
      subject: 'Wedding PA <urgent>',
      message: 'Can you do 14 June?\nThanks',
    });
    const mail = await eventually(() => {
      const found = smtp.received.find((m) => m.subject === 'Contact form: Wedding PA <urgent>');
      expect(found).toBeDefined();
      return found!;
    }, 30_000);
    expect(to(mail)).toContain('desk@soundhire.test');
    expect(mail.html).toContain('Wedding PA &lt;urgent&gt;');
    expect(mail.text).toContain('Can you do 14 June?\nThanks');
  });

  it('sends one email for an event delivered twice', async () => {
    const buyer = address('twice');
    const event = await orderPaid(504, buyer);
    await publishEnvelope(event);
    await inbox(smtp, buyer);
    // A later email to someone else arriving shows the redelivery has been handled too.
    const after = address('after');
    await orderPaid(505, after);
    await inbox(smtp, after);
    expect(smtp.received.filter((m) => to(m).includes(buyer))).toHaveLength(1);
  });

  it('sends no customer email whose toggle is off', async () => {
    await save(settings(smtp.port, { pass: '', sendCustomerOrderConfirmation: false }));
    const quiet = address('quiet');
    await orderPaid(506, quiet);
    const marker = address('marker');
    await publishEvent(
      'OrderStatusChanged',
      506,
      { orderId: 506, userId: 7, from: 'processing', to: 'shipped', reason: null, customerEmail: marker },
      2,
    );
    await inbox(smtp, marker);
    expect(smtp.received.filter((m) => to(m).includes(quiet))).toHaveLength(0);
    await save(settings(smtp.port));
  });

  it('sends, once, an email left queued when its job was lost (Redis forgot it)', async () => {
    const lost = address('lost');
    const connection = await mongoose
      .createConnection(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017', { dbName: notify.dbName })
      .asPromise();
    try {
      const longAgo = new Date(Date.now() - 60 * 60 * 1000);
      await connection.collection('outgoing_emails').insertOne({
        id: 900_001,
        key: 'lost-event:customer',
        cause: 'OrderPaid (customer)',
        to: lost,
        subject: 'Order #900001 confirmed',
        html: '<p>Lost and found</p>',
        text: 'Lost and found',
        state: 'queued',
        attempts: 0,
        lastError: null,
        sentAt: null,
        createdAt: longAgo,
        updatedAt: longAgo,
      });
    } finally {
      await connection.close();
    }
    await inbox(smtp, lost);
    await eventually(async () => {
      const log = await notify.gql('query { emailLog(state: "sent") { to } }');
      expect(log.data.emailLog.map((e: { to: string }) => e.to)).toContain(lost);
    }, 30_000);
    // Later sweeps find it sent: a newer email arriving shows they ran without sending it again.
    const later = address('later');
    await orderPaid(508, later);
    await inbox(smtp, later);
    expect(smtp.received.filter((m) => to(m).includes(lost))).toHaveLength(1);
  });

  it('keeps an email while the SMTP server is down and sends it exactly once when it is back', async () => {
    const port = await freePort();
    await save(settings(port));
    const buyer = address('outage');
    await orderPaid(507, buyer);
    await eventually(async () => {
      const log = await notify.gql('query { emailLog { to state attempts lastError } }');
      const entry = log.data.emailLog.find((e: { to: string }) => e.to === buyer);
      expect(entry.attempts).toBeGreaterThanOrEqual(1);
      expect(entry.lastError).toMatch(/ECONNREFUSED|connect/i);
    }, 30_000);

    const back = await startSmtp(port);
    try {
      const [mail] = await inbox(back, buyer);
      expect(mail.subject).toBe('Order #507 confirmed');
      await eventually(async () => {
        const log = await notify.gql('query { emailLog(state: "sent") { to } }');
        expect(log.data.emailLog.map((e: { to: string }) => e.to)).toContain(buyer);
      }, 30_000);
      expect(back.received.filter((m) => to(m).includes(buyer))).toHaveLength(1);
    } finally {
      await back.stop();
      await save(settings(smtp.port));
    }
  });
});
