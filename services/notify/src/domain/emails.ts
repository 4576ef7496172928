import {
  HIRE_PERIOD_LABELS,
  carrierLabel,
  formatDayMonthYear,
  formatPence,
  type EmailKind,
  type EmailSettingsInput,
  type EventData,
} from '@shop/contracts';
import type { AttachmentSource } from './attachments';
import { render, type RenderedEmail } from './render';

/**
 * Which emails each event causes, and what they say (pure). Customer emails obey their toggles;
 * the business's own notifications always go to its `to` address.
 */
export type EmailSettings = Omit<EmailSettingsInput, 'pass'>;

export interface PlannedEmail extends RenderedEmail {
  /** Who it is for, for the idempotency key and the log: customer or business. */
  recipient: 'customer' | 'business';
  to: string;
  /** Made when it is sent (a quote's PDF). */
  attachments?: AttachmentSource[];
}

function body(settings: EmailSettings, kind: EmailKind, subject: string, details: Array<[string, string]>) {
  return {
    subject,
    title: settings[`${kind}Title`],
    intro: settings[`${kind}Intro`],
    details,
    footer: settings,
  };
}

type Unaddressed = Omit<PlannedEmail, 'recipient' | 'to'>;

/** A customer's email, when the event names their address. */
export const customer = (to: string | null, email: Unaddressed): PlannedEmail[] =>
  to ? [{ ...email, recipient: 'customer', to }] : [];

/** The business's own notification, to the settings' `to` address. */
export const business = (s: EmailSettings, email: Unaddressed): PlannedEmail[] => [
  { ...email, recipient: 'business', to: s.to },
];

/** The shop's address and a path on it, e.g. http://localhost:4000/hire/quotes/42?token=… */
export const shopLink = (shopUrl: string, path: string) => `${shopUrl.replace(/\/+$/, '')}${path}`;

/**
 * The customer's "Order #N confirmed": sent once the order is paid (Stripe's webhook, or the shop recording a bank
 * transfer), never at placing, so a customer who leaves Stripe's page unpaid is not told their order is confirmed. It
 * carries the order's VAT invoice, which payments issues as the order is paid.
 */
export function orderConfirmationEmails(s: EmailSettings, order: EventData<'OrderPaid'>): PlannedEmail[] {
  if (!s.sendCustomerOrderConfirmation) return [];
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return customer(
    order.customerEmail,
    render(
      body(s, 'orderConfirmation', `Order #${order.orderId} confirmed`, [
        ['Order number', String(order.orderId)],
        ['Items', String(units)],
        ['Total', formatPence(order.totalPence)],
      ]),
    ),
  ).map((email) => ({ ...email, attachments: [{ kind: 'order-invoice', orderId: order.orderId }] }));
}

/**
 * Where to pay an order placed by bank transfer, once its stock is held: the shop's account, the reference to quote
 * and the day the items are held to. The customer asked to pay this way, so it goes whatever the toggles say.
 */
export function bankTransferEmails(s: EmailSettings, order: EventData<'OrderAwaitingBankTransfer'>): PlannedEmail[] {
  return customer(
    order.customerEmail,
    render({
      subject: `Order #${order.orderId}: pay by bank transfer`,
      title: 'Your order is waiting for your bank transfer',
      intro: `Please transfer ${formatPence(order.totalPence)} to the account below, quoting the reference, and we will confirm your order as soon as it arrives.`,
      details: [
        ['Order number', String(order.orderId)],
        ['Amount', formatPence(order.totalPence)],
        ['Account name', order.accountName],
        ['Sort code', order.sortCode],
        ['Account number', order.accountNumber],
        ['Reference', order.reference],
        ['Items held until', formatDayMonthYear(order.payBy)],
      ],
      footer: s,
    }),
  );
}

const ORDER_STATUS_EMAILS: Partial<Record<string, { kind: EmailKind; subject: string }>> = {
  shipped: { kind: 'orderShipped', subject: 'has shipped' },
  delivered: { kind: 'orderDelivered', subject: 'has been delivered' },
  cancelled: { kind: 'orderCancelled', subject: 'has been cancelled' },
};

type StatusChange = EventData<'OrderStatusChanged'>;

/** What the customer can follow: the carrier and tracking number when shipped, the day it arrived when delivered. */
function shippingDetails(change: StatusChange): Array<[string, string]> {
  if (change.to === 'shipped' && change.shipment) {
    const { shipment } = change;
    return [
      ['Carrier', carrierLabel(shipment)],
      ['Tracking number', shipment.trackingNumber],
      ...(shipment.trackingUrl ? [['Track your parcel', shipment.trackingUrl] as [string, string]] : []),
    ];
  }
  if (change.to === 'delivered' && change.deliveredOn)
    return [['Delivered on', formatDayMonthYear(change.deliveredOn)]];
  return [];
}

export function orderStatusEmails(s: EmailSettings, change: StatusChange): PlannedEmail[] {
  const email = ORDER_STATUS_EMAILS[change.to];
  if (!email || !s.sendCustomerOrderStatusUpdates) return [];
  const details: Array<[string, string]> = [['Order number', String(change.orderId)], ...shippingDetails(change)];
  if (change.reason) details.push(['Reason', change.reason]);
  const trackingUrl = change.to === 'shipped' ? change.shipment?.trackingUrl : null;
  return customer(
    change.customerEmail,
    render({
      ...body(s, email.kind, `Order #${change.orderId} ${email.subject}`, details),
      ...(trackingUrl ? { action: { label: 'Track your parcel', url: trackingUrl } } : {}),
    }),
  );
}

type QuoteRequest = EventData<'HireQuoteRequested'>;

/** What the shop itself says of a request: its number, dates, items and the services asked for. */
const requestFacts = (quote: QuoteRequest, delivery: string): Array<[string, string]> => [
  ['Quote number', String(quote.quoteId)],
  ['Dates', `${formatDayMonthYear(quote.startDate)} to ${formatDayMonthYear(quote.endDate)}`],
  ...quote.items.map((item): [string, string] => [
    'Item',
    `${item.quantity} x ${item.name} (${HIRE_PERIOD_LABELS[item.hirePeriod].toLowerCase()} hire)`,
  ]),
  ['Delivery', quote.deliveryRequired ? delivery : 'Not required'],
  ['Installation', quote.installationRequired ? 'Required' : 'Not required'],
];

const deliveryAddress = (quote: QuoteRequest) =>
  [quote.deliveryAddress, quote.deliveryCity, quote.deliveryPostalCode].filter(Boolean).join(', ');

/** The request with what the requester wrote: their name, phone and address (the notes go in a note). */
const requestDetails = (quote: QuoteRequest): Array<[string, string]> => [
  ['Customer', quote.customerName],
  ['Email', quote.customerEmail],
  ['Phone', quote.customerPhone ?? 'Not given'],
  ...requestFacts(quote, deliveryAddress(quote)),
];

const notesOf = (quote: QuoteRequest) =>
  quote.additionalNotes ? { label: 'Notes', text: quote.additionalNotes } : undefined;

/**
 * The requester's confirmation and the desk's notification. Anyone can type any address into the
 * quote form, so the confirmation repeats what the requester wrote only when it goes to their own
 * account's email; to any other address it is a plain acknowledgement in the shop's own words (the
 * number, dates and items), which no one can use to send their text to someone else.
 */
export function quoteRequestedEmails(s: EmailSettings, quote: QuoteRequest): PlannedEmail[] {
  const subject = `Hire quote request #${quote.quoteId} received`;
  const confirmation = quote.customerEmailIsAccountEmail
    ? { ...body(s, 'hireQuoteConfirmation', subject, requestDetails(quote)), note: notesOf(quote) }
    : body(s, 'hireQuoteConfirmation', subject, requestFacts(quote, 'Requested'));
  const forCustomer = s.sendCustomerHireQuoteConfirmation ? customer(quote.customerEmail, render(confirmation)) : [];
  const forDesk = render({
    subject: `New hire quote request #${quote.quoteId} from ${quote.customerName}`,
    title: 'New hire quote request',
    intro: `${quote.customerName} has asked for a hire quote. Reply within 24 hours.`,
    details: requestDetails(quote),
    note: notesOf(quote),
    footer: s,
  });
  return [...forCustomer, ...business(s, forDesk)];
}

const QUOTE_STATUS_EMAILS: Partial<Record<string, EmailKind>> = {
  approved: 'hireQuoteApproved',
  rejected: 'hireQuoteRejected',
  completed: 'hireQuoteCompleted',
};

const PAY_LABELS = { deposit: 'Pay deposit', balance: 'Pay balance' } as const;

/**
 * The customer is told the desk set their quote's status. A booking the desk confirmed carries its pay link ("Pay
 * deposit", or "Pay balance" once no deposit is due; none once it is paid) to the booking's page, as an accepted
 * quote's confirmation does.
 */
export function quoteStatusEmails(
  s: EmailSettings,
  change: EventData<'HireQuoteStatusChanged'>,
  shopUrl: string,
): PlannedEmail[] {
  const kind = QUOTE_STATUS_EMAILS[change.to];
  if (!kind || !s.sendCustomerHireQuoteStatusUpdates) return [];
  const email = body(s, kind, `Hire quote #${change.quoteId}: ${change.to}`, [
    ['Quote number', String(change.quoteId)],
    ['Dates', `${formatDayMonthYear(change.startDate)} to ${formatDayMonthYear(change.endDate)}`],
  ]);
  // The desk's reason for a rejection, when it gave one (only rejections carry one).
  const note = change.reason ? { label: 'Reason from the hire desk', text: change.reason } : undefined;
  const action = change.pay
    ? { label: PAY_LABELS[change.pay.purpose], url: shopLink(shopUrl, change.pay.path) }
    : undefined;
  return customer(change.customerEmail, render({ ...email, note, action }));
}

export function contactEmails(s: EmailSettings, message: EventData<'ContactMessageReceived'>): PlannedEmail[] {
  const email = render({
    subject: `Contact form: ${message.subject}`,
    title: 'New message from the contact form',
    intro: `${message.name} sent a message through the website.`,
    details: [
      ['Name', message.name],
      ['Email', message.email],
      ['Subject', message.subject],
    ],
    note: { label: 'Message', text: message.message },
    footer: s,
  });
  return business(s, email);
}
