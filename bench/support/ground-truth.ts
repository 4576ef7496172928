/**
 * What the chaos bench counts, from the databases and the mail server rather than from what the shoppers were told:
 * orders lost or duplicated, units sold beyond stock, payments taken at Stripe and not recorded or taken twice,
 * emails sent more than once or never, quotes doubled.
 */
import type { ParsedMail } from 'mailparser';
import type { Connection } from 'mongoose';
import { createModels as catalogModels } from '@shop/catalog/src/models';
import { createModels as hireModels } from '@shop/hire/src/models';
import { createModels as notifyModels } from '@shop/notify/src/models';
import { createModels as ordersModels } from '@shop/orders/src/models';
import { createModels as paymentsModels } from '@shop/payments/src/models';
import type { StripeStandIn } from '@shop/test-support/stripe';
import type { PlacedOrder, Tally } from './shoppers';

interface OrderFacts {
  status: string;
  stockReservedAt?: Date | null;
  payment?: { state: string } | null;
}

/**
 * An order is final once what its buyer did has taken effect: paid on Stripe's page, its payment recorded; abandoned
 * there, cancelled (its stock released); otherwise (refused its stock, or its buyer gave up before paying) once the
 * stock saga has decided it: cancelled, or its stock reserved (then it waits for a payment that does not come).
 */
function decided(placed: PlacedOrder, o: OrderFacts): boolean {
  if (placed.paid === 'paid') return o.payment?.state === 'succeeded';
  if (placed.paid === 'abandoned') return o.status === 'cancelled';
  return o.status !== 'pending' || Boolean(o.stockReservedAt);
}

export interface Databases {
  orders: Connection;
  catalog: Connection;
  hire: Connection;
  notify: Connection;
  payments: Connection;
}

const addresses = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((v) => v.address?.toLowerCase() ?? ''));

/** What the mail server accepted: the messages and when it accepted each (epoch ms). */
export interface Mailbox {
  received: ParsedMail[];
  receivedAt: number[];
}

interface Received {
  count: number;
  messageIds: Set<string>;
  /** When each copy arrived (epoch ms). */
  at: number[];
}

/** Every email the mail server accepted, counted by recipient and subject, with the Message-IDs each came with. */
function received({ received: mails, receivedAt }: Mailbox): Map<string, Received> {
  const counts = new Map<string, Received>();
  for (const [i, mail] of mails.entries()) {
    for (const to of addresses(mail)) {
      const key = `${to} | ${mail.subject}`;
      const seen = counts.get(key) ?? { count: 0, messageIds: new Set<string>(), at: [] };
      seen.count += 1;
      seen.messageIds.add(mail.messageId ?? '');
      seen.at.push(receivedAt[i]);
      counts.set(key, seen);
    }
  }
  return counts;
}

export async function groundTruth(
  dbs: Databases,
  tally: Tally,
  mails: Mailbox,
  stock: Map<number, number>,
  desk: string,
  rig: { id: number; units: number },
  stripe: Pick<StripeStandIn, 'sessions' | 'sent'>,
) {
  const { Order } = ordersModels(dbs.orders);
  const { Product } = catalogModels(dbs.catalog);
  const { Quote } = hireModels(dbs.hire);
  const orders = await Order.find({}, { id: 1, userId: 1, status: 1, items: 1, stockReservedAt: 1, payment: 1 }).lean();
  const byId = new Map(orders.map((o) => [o.id, o]));
  const perUser = new Map<number, number>();
  for (const o of orders) perUser.set(o.userId, (perUser.get(o.userId) ?? 0) + 1);

  const sold = new Map<number, number>();
  for (const o of orders) {
    if (o.status === 'cancelled') continue;
    for (const item of o.items) sold.set(item.productId, (sold.get(item.productId) ?? 0) + item.quantity);
  }
  const products = await Product.find({ id: { $in: [...stock.keys()] } }, { id: 1, onHand: 1, committed: 1 }).lean();
  const oversold = [...stock].reduce((n, [id, onHand]) => n + Math.max(0, (sold.get(id) ?? 0) - onHand), 0);
  // The catalog's own ledger must agree with the orders that stand.
  const ledgerOff = products.filter((p) => p.committed !== (sold.get(p.id) ?? 0) || p.committed > p.onHand);

  const quotes = await Quote.find({}, { id: 1, customerEmail: 1, requestedAt: 1, items: 1 }).lean();
  const quotesPerEmail = new Map<string, number>();
  for (const q of quotes) quotesPerEmail.set(q.customerEmail, (quotesPerEmail.get(q.customerEmail) ?? 0) + 1);
  const quoteIds = new Set(quotes.filter((q) => q.requestedAt).map((q) => q.id));

  // The emails the spec sends: the order's confirmation once it is paid (and its cancellation), the quote's two.
  const expected: string[] = [];
  for (const placed of tally.orders) {
    const order = byId.get(placed.id);
    if (!order) continue;
    if (order.payment?.state === 'succeeded') expected.push(`${placed.email} | Order #${placed.id} confirmed`);
    if (order.status === 'cancelled') expected.push(`${placed.email} | Order #${placed.id} has been cancelled`);
  }
  for (const quote of tally.quotes) {
    expected.push(`${quote.email} | Hire quote request #${quote.id} received`);
    expected.push(`${desk} | New hire quote request #${quote.id} from ${quote.name}`);
  }
  const floor = await floorTruth(dbs, tally, rig);
  expected.push(...floor.emails);
  const counts = received(mails);
  // Emails a send took over from one that never answered (it died): a repeat of one of these is the crash between
  // the mail server's acceptance and the mark, which SMTP cannot rule out.
  const { OutgoingEmail } = notifyModels(dbs.notify);
  const takenOver = new Set(
    (await OutgoingEmail.find({ takeovers: { $gt: 0 } }, { to: 1, subject: 1 }).lean()).map(
      (e) => `${e.to.toLowerCase()} | ${e.subject}`,
    ),
  );
  const wanted = new Set(expected);

  return {
    accepted: tally.orders.length,
    lost: tally.orders.filter((o) => !byId.has(o.id)).length,
    duplicated: [...perUser.values()].filter((n) => n > 1).length,
    oversold,
    ledgerOff: ledgerOff.map((p) => `product ${p.id}: committed ${p.committed}, sold ${sold.get(p.id) ?? 0}`),
    pending: tally.orders.filter((o) => byId.has(o.id) && !decided(o, byId.get(o.id)!)).length,
    ...(await moneyTruth(dbs, tally, byId, stripe)),
    /** Orders in the database the shoppers never got an answer for. */
    unanswered: orders.length - new Set(tally.orders.map((o) => o.id)).size,
    quotesRequested: tally.quotes.length,
    quotesLost: tally.quotes.filter((q) => !quoteIds.has(q.id)).length,
    quotesDuplicated: [...quotesPerEmail.values()].filter((n) => n > 1).length,
    quotesWithLineTwice: quotes.filter((q) => q.items.length > 1).length,
    emailsExpected: expected.length,
    emailsMoreThanOnce: expected.filter((key) => (counts.get(key)?.count ?? 0) > 1).length,
    /** Each email sent more than once: when each copy arrived, and under how many Message-IDs (one: the same message again). */
    emailsRepeated: expected
      .filter((key) => (counts.get(key)?.count ?? 0) > 1)
      .map((key) => ({
        key,
        at: counts.get(key)!.at,
        messageIds: counts.get(key)!.messageIds.size,
        takenOver: takenOver.has(key),
      })),
    emailsNever: expected.filter((key) => !counts.has(key)).length,
    bookingsCompleted: tally.bookings.length,
    unitsLost: floor.lost,
    unitsDoubled: floor.doubled,
    unitsApart: floor.apart,
    bookingsUnsettled: floor.unsettled,
    emailsUnexpected: [...counts.keys()].filter((key) => !wanted.has(key)),
  };
}

/**
 * The money: payments taken at Stripe (the stand-in's sessions paid) against the orders paid, none lost (taken at
 * Stripe, its order not paid) or doubled (an order with two payments taken at Stripe or recorded by payments; two
 * confirmations count among the emails sent twice), and the orders abandoned on Stripe's page cancelled, so their
 * stock released (the catalog's ledger against the orders that stand is checked beside).
 */
async function moneyTruth(
  dbs: Databases,
  tally: Tally,
  byId: Map<number, OrderFacts>,
  stripe: Pick<StripeStandIn, 'sessions' | 'sent'>,
) {
  const count = (ids: number[]) => {
    const counts = new Map<number, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  };
  const takenFor = count(
    [...stripe.sessions.values()]
      .filter((s) => s.status === 'complete' && s.metadata.subjectType === 'order')
      .map((s) => Number(s.metadata.subjectId)),
  );
  const { Payment } = paymentsModels(dbs.payments);
  const recorded = await Payment.find({ subjectType: 'order', succeededAt: { $ne: null } }, { subjectId: 1 }).lean();
  const recordedFor = count(recorded.map((p) => p.subjectId));
  const paid = [...byId.values()].filter((o) => o.payment?.state === 'succeeded');
  return {
    paymentsTaken: [...takenFor.values()].reduce((a, b) => a + b, 0),
    ordersPaid: paid.length,
    ordersPaidProcessing: paid.filter((o) => o.status === 'processing').length,
    paymentsLost: [...takenFor.keys()].filter((id) => byId.get(id)?.payment?.state !== 'succeeded').length,
    paymentsDoubled: new Set([...takenFor, ...recordedFor].filter(([, n]) => n > 1).map(([id]) => id)).size,
    abandonedOrders: tally.orders.filter((o) => o.paid === 'abandoned').length,
    abandonedNotReleased: tally.orders.filter((o) => o.paid === 'abandoned' && byId.get(o.id)?.status !== 'cancelled')
      .length,
    declinedThenPaid: tally.orders.filter((o) => o.choice === 'decline' && o.paid === 'paid').length,
    /** Webhooks payments did not answer the first time (down, or killed mid-request), delivered again. */
    webhooksRedelivered: stripe.sent.filter((s) => s.deliveries > 1).length,
    webhooksUndelivered: stripe.sent.filter((s) => s.status < 200 || s.status >= 300).length,
  };
}

/**
 * The hire floor as the databases hold it: rig units no longer in service (the crew only brings units back in good
 * order), units on two bookings at once, units and bookings apart (a unit out on a booking that does not list it, or
 * listed out by one it is not out on), and bookings the crew saw every unit back from that have not settled; with
 * the emails each such booking sends once (confirmed, gone out, back, settled).
 */
async function floorTruth(dbs: Databases, tally: Tally, rig: { id: number; units: number }) {
  const { Quote, Unit } = hireModels(dbs.hire);
  const units = await Unit.find({ productId: rig.id }, { tag: 1, state: 1, quoteId: 1 }).lean();
  const bookings = await Quote.find({ 'units.0': { $exists: true } }, { id: 1, number: 1, stage: 1, units: 1 }).lean();
  const outOn = new Map<string, number[]>();
  for (const booking of bookings) {
    for (const u of booking.units) if (!u.returnedAt) outOn.set(u.tag, [...(outOn.get(u.tag) ?? []), booking.id]);
  }
  const apart =
    units.filter((u) => u.state === 'out' && !(outOn.get(u.tag) ?? []).includes(u.quoteId!)).length +
    [...outOn].filter(
      ([tag, ids]) => !units.some((u) => u.tag === tag && u.state === 'out' && ids.includes(u.quoteId!)),
    ).length;
  const byId = new Map(bookings.map((b) => [b.id, b]));
  const done = tally.bookings.map((b) => ({ ...b, booking: byId.get(b.id) }));
  return {
    lost: rig.units - units.filter((u) => u.state === 'available' || u.state === 'out').length,
    doubled: [...outOn.values()].filter((ids) => ids.length > 1).length,
    apart,
    unsettled: done.filter((b) => b.booking?.stage !== 'completed').length,
    // A booking confirmed by the desk without a quote sent has no number: its emails name its id.
    emails: done.flatMap(({ id, email, booking }) => {
      const number = booking?.number ?? String(id);
      return [
        `${email} | Hire quote #${id}: approved`,
        `${email} | Your hire equipment has gone out: booking ${number}`,
        `${email} | Equipment back from booking ${number}`,
        `${email} | Your hire is settled: booking ${number}`,
      ];
    }),
  };
}

export type Truth = Awaited<ReturnType<typeof groundTruth>>;

/** Settled: every accepted order final (paid, abandoned or decided as its buyer left it), every email the spec sends delivered, every hire unit with its booking. */
export const settled = (truth: Truth) =>
  truth.pending === 0 && truth.emailsNever === 0 && truth.unitsApart === 0 && truth.bookingsUnsettled === 0;
