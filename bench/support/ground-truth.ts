/**
 * What the chaos bench counts, from the databases and the mail server rather than from what the shoppers were told:
 * orders lost or duplicated, units sold beyond stock, emails sent more than once or never, quotes doubled.
 */
import type { ParsedMail } from 'mailparser';
import type { Connection } from 'mongoose';
import { createModels as catalogModels } from '@shop/catalog/src/models';
import { createModels as hireModels } from '@shop/hire/src/models';
import { createModels as notifyModels } from '@shop/notify/src/models';
import { createModels as ordersModels } from '@shop/orders/src/models';
import type { Tally } from './shoppers';

/** An order is final once the stock saga has decided it. */
const FINAL = new Set(['processing', 'cancelled']);

export interface Databases {
  orders: Connection;
  catalog: Connection;
  hire: Connection;
  notify: Connection;
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
) {
  const { Order } = ordersModels(dbs.orders);
  const { Product } = catalogModels(dbs.catalog);
  const { Quote } = hireModels(dbs.hire);
  const orders = await Order.find({}, { id: 1, userId: 1, status: 1, items: 1 }).lean();
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

  // The emails the spec sends: the order's confirmation (and its cancellation), the quote's two.
  const expected: string[] = [];
  for (const placed of tally.orders) {
    const order = byId.get(placed.id);
    if (!order) continue;
    expected.push(`${placed.email} | Order #${placed.id} confirmed`);
    if (order.status === 'cancelled') expected.push(`${placed.email} | Order #${placed.id} has been cancelled`);
  }
  for (const quote of tally.quotes) {
    expected.push(`${quote.email} | Hire quote request #${quote.id} received`);
    expected.push(`${desk} | New hire quote request #${quote.id} from ${quote.name}`);
  }
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
    pending: tally.orders.filter((o) => byId.has(o.id) && !FINAL.has(byId.get(o.id)!.status)).length,
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
    emailsUnexpected: [...counts.keys()].filter((key) => !wanted.has(key)),
  };
}

export type Truth = Awaited<ReturnType<typeof groundTruth>>;

/** Settled: every accepted order decided and every email the spec sends delivered. */
export const settled = (truth: Truth) => truth.pending === 0 && truth.emailsNever === 0;
