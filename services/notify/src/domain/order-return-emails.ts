import { RETURN_REASON_LABELS, formatPence, type EventData } from '@shop/contracts';
import { business, customer, type EmailSettings, type PlannedEmail } from './emails';
import { render, type EmailBody } from './render';

/**
 * The emails of an order's return (pure): the customer hears of each step (they obey
 * `sendCustomerOrderStatusUpdates`, as the order's other emails do), and the shop is told of each new request.
 */

type Row = [string, string];
type ReturnLines = EventData<'OrderReturnRequested'>['lines'];

const linesOf = (lines: ReturnLines): Row[] => lines.map((l): Row => ['Item', `${l.quantity} × ${l.name}`]);
const about = (r: { orderId: number; returnId: string }): Row[] => [
  ['Order number', String(r.orderId)],
  ['Return reference', r.returnId],
];

/** A step of the return as the customer hears of it, when they follow their orders' updates. */
const toCustomer = (s: EmailSettings, to: string | null, email: Omit<EmailBody, 'footer'>): PlannedEmail[] =>
  s.sendCustomerOrderStatusUpdates ? customer(to, render({ ...email, footer: s })) : [];

export function returnRequestedEmails(s: EmailSettings, r: EventData<'OrderReturnRequested'>): PlannedEmail[] {
  const details: Row[] = [...about(r), ...linesOf(r.lines), ['Reason', RETURN_REASON_LABELS[r.reason]]];
  const forCustomer = toCustomer(s, r.customerEmail, {
    subject: `Your return request for order #${r.orderId}`,
    title: 'We have your return request',
    intro: 'Thank you: we will look at your return request and email you within two working days.',
    details,
  });
  const forShop = render({
    subject: `Return ${r.returnId} requested for order #${r.orderId}`,
    title: 'New return request',
    intro: 'A customer has asked to return items. Approve or decline it in the admin Orders tab.',
    details,
    note: r.note ? { label: 'Note', text: r.note } : undefined,
    footer: s,
  });
  return [...forCustomer, ...business(s, forShop)];
}

export function returnApprovedEmails(s: EmailSettings, r: EventData<'OrderReturnApproved'>): PlannedEmail[] {
  return toCustomer(s, r.customerEmail, {
    subject: `Return ${r.returnId} approved`,
    title: 'Your return is approved',
    intro: `Please send the items to the address below with the reference ${r.returnId} written on the parcel. We will refund you once they are back with us.`,
    details: [...about(r), ...linesOf(r.lines)],
    // Its own block, so the address keeps its lines.
    note: { label: 'Send to', text: r.returnsAddress },
  });
}

export function returnDeclinedEmails(s: EmailSettings, r: EventData<'OrderReturnDeclined'>): PlannedEmail[] {
  return toCustomer(s, r.customerEmail, {
    subject: `About your return ${r.returnId}`,
    title: 'We cannot accept this return',
    intro: 'We are sorry, but we cannot accept your return. If you have any questions, please get in touch.',
    details: [...about(r), ['Reason', r.reason]],
  });
}

/** Where a return's refund goes: back the way the order was paid. */
const refundGoesTo = (r: { refundByTransfer: boolean }) =>
  r.refundByTransfer ? 'by bank transfer to the account you paid from' : 'to the card you paid with';

const OUTCOME_TEXT = { restock: 'received', 'write-off': 'received, damaged' } as const;

export function returnReceivedEmails(s: EmailSettings, r: EventData<'OrderReturnReceived'>): PlannedEmail[] {
  return toCustomer(s, r.customerEmail, {
    subject: `Return ${r.returnId} received`,
    title: 'Your return is back with us',
    intro: `We have received and checked your return. Your refund is on its way ${refundGoesTo(r)}.`,
    details: [
      ...about(r),
      ...r.lines.map((l): Row => ['Item', `${l.quantity} × ${l.name}: ${OUTCOME_TEXT[l.outcome]}`]),
      ['Refund', formatPence(r.refundPence)],
    ],
  });
}

export function returnRefundedEmails(s: EmailSettings, r: EventData<'OrderReturnRefunded'>): PlannedEmail[] {
  return toCustomer(s, r.customerEmail, {
    subject: `Refund for return ${r.returnId}`,
    title: 'Your refund has been made',
    intro: `Your refund has been made ${refundGoesTo(r)}. It may take a few days to ${r.refundByTransfer ? 'arrive' : 'show on your statement'}.`,
    details: [...about(r), ['Refunded', formatPence(r.refundPence)]],
  });
}
