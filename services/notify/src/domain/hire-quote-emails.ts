import {
  formatDayMonthYear,
  formatPence,
  letterheadOf,
  quoteRevisionLabel,
  type EventData,
  type QuoteDocument,
} from '@shop/contracts';
import {
  chargeRows,
  hireDatesText,
  hireDaysText,
  paymentRows,
  periodBreakdownText,
  priceText,
  type ChargeRow,
} from '@shop/quote-document';
import { business, customer, shopLink, type EmailSettings, type PlannedEmail } from './emails';
import { render } from './render';

/**
 * The emails of a priced quote's life (pure). The customer's obey `sendCustomerHireQuoteStatusUpdates`,
 * as the quote status emails do; the business's own always go to its `to` address.
 */

type Row = [string, string];

const asRows = (rows: ChargeRow[]): Row[] => rows.map(({ label, value }) => [label, value]);

function lineRow(line: QuoteDocument['lines'][number]): Row {
  const charged = periodBreakdownText(line.breakdown);
  return [
    'Item',
    `${line.quantity} x ${line.description}${charged ? ` (${charged})` : ''}: ${priceText(line.linePence)}`,
  ];
}

/** The customer's "Your quote": the lines, charges and deposits, the accept link, and the PDF attached. */
export function quoteSentEmails(s: EmailSettings, sent: EventData<'HireQuoteSent'>, shopUrl: string): PlannedEmail[] {
  if (!s.sendCustomerHireQuoteStatusUpdates) return [];
  const { document } = sent;
  const label = quoteRevisionLabel(document);
  const validUntil = formatDayMonthYear(document.validUntil);
  const email = render({
    subject: `Your quote ${label}`,
    title: 'Your hire quote',
    intro: `Here is quote ${label} for your hire from ${hireDatesText(document)}; the PDF is attached. You can accept it online until ${validUntil}.`,
    details: [
      ['Quote', label],
      ['Hire dates', hireDatesText(document)],
      ['Hire days', hireDaysText(document)],
      ...document.lines.map(lineRow),
      ...asRows(chargeRows(document)),
      ...asRows(paymentRows(document)),
      ['Valid until', validUntil],
    ],
    action: { label: 'View and accept your quote', url: shopLink(shopUrl, sent.acceptPath) },
    note: document.notes ? { label: 'Notes from the hire desk', text: document.notes } : undefined,
    footer: s,
  });
  return customer(document.customer.email, {
    ...email,
    attachments: [{ kind: 'quote-pdf', document, business: letterheadOf(s) }],
  });
}

/**
 * The customer's booking confirmation (what to pay now and what later, with a "Pay deposit" link to the booking's page
 * that opens the deposit's payment) and the business's notification.
 */
export function quoteAcceptedEmails(
  s: EmailSettings,
  accepted: EventData<'HireQuoteAccepted'>,
  shopUrl: string,
): PlannedEmail[] {
  const label = quoteRevisionLabel(accepted);
  const balance = formatPence(accepted.totalPence - accepted.bookingDepositPence);
  const booking: Row[] = [
    ['Quote', label],
    ['Hire dates', hireDatesText(accepted)],
    ['Total', formatPence(accepted.totalPence)],
    ['Booking deposit due now', formatPence(accepted.bookingDepositPence)],
  ];
  const forCustomer = s.sendCustomerHireQuoteStatusUpdates
    ? customer(
        accepted.customerEmail,
        render({
          subject: `Booking confirmed: quote ${label}`,
          title: 'Your hire is booked',
          intro: `Thank you for accepting quote ${label}. The equipment is reserved for your dates. Please pay the booking deposit now; the balance is due by ${formatDayMonthYear(accepted.balanceDueDate)}.`,
          details: [...booking, ['Balance due', `${balance}, by ${formatDayMonthYear(accepted.balanceDueDate)}`]],
          action:
            accepted.payPath && accepted.bookingDepositPence > 0
              ? { label: 'Pay deposit', url: shopLink(shopUrl, accepted.payPath) }
              : undefined,
          footer: s,
        }),
      )
    : [];
  const forDesk = render({
    subject: `Quote ${label} accepted by ${accepted.acceptedByName}`,
    title: 'Quote accepted',
    intro: `${accepted.customerName} accepted quote ${label}. The booking is confirmed and its equipment committed.`,
    details: [
      ['Customer', accepted.customerName],
      ['Email', accepted.customerEmail],
      ['Accepted by', accepted.acceptedByName],
      ['Accepted on', formatDayMonthYear(accepted.acceptedAt)],
      ...booking,
      ['Balance', balance],
    ],
    footer: s,
  });
  return [...forCustomer, ...business(s, forDesk)];
}

/** The business is told an acceptance was refused, naming each line short of equipment. */
export function quoteAcceptanceRefusedEmails(
  s: EmailSettings,
  refused: EventData<'HireQuoteAcceptanceRefused'>,
): PlannedEmail[] {
  const label = quoteRevisionLabel(refused);
  return business(
    s,
    render({
      subject: `Acceptance refused: quote ${label} (equipment no longer free)`,
      title: 'A quote could not be accepted',
      intro: `${refused.customerName} tried to accept quote ${label}, but some of its equipment is no longer free for the dates. Send them a new revision or call them.`,
      details: [
        ['Customer', refused.customerName],
        ['Email', refused.customerEmail],
        ...refused.shortfalls.map((line): Row => [
          'Short',
          `${line.name}: ${line.requested} wanted, ${line.available} free`,
        ]),
      ],
      footer: s,
    }),
  );
}

/** The business is told a customer declined a quote, with their reason. */
export function quoteDeclinedEmails(s: EmailSettings, declined: EventData<'HireQuoteDeclined'>): PlannedEmail[] {
  const label = quoteRevisionLabel(declined);
  return business(
    s,
    render({
      subject: `Quote ${label} declined by ${declined.customerName}`,
      title: 'Quote declined',
      intro: `${declined.customerName} declined quote ${label}.`,
      details: [
        ['Customer', declined.customerName],
        ['Email', declined.customerEmail],
      ],
      note: declined.reason ? { label: 'Their reason', text: declined.reason } : undefined,
      footer: s,
    }),
  );
}

/** The business is told a quote passed its valid-until day unanswered. */
export function quoteExpiredEmails(s: EmailSettings, expired: EventData<'HireQuoteExpired'>): PlannedEmail[] {
  const label = quoteRevisionLabel(expired);
  return business(
    s,
    render({
      subject: `Quote ${label} expired`,
      title: 'Quote expired',
      intro: `Quote ${label} for ${expired.customerName} passed its valid-until day without an answer.`,
      details: [
        ['Customer', expired.customerName],
        ['Email', expired.customerEmail],
      ],
      footer: s,
    }),
  );
}

/** The customer's cancellation: the fee charged and what comes back. */
export function bookingCancelledEmails(s: EmailSettings, cancelled: EventData<'HireBookingCancelled'>): PlannedEmail[] {
  if (!s.sendCustomerHireQuoteStatusUpdates) return [];
  const details: Row[] = [
    ['Quote', cancelled.number],
    ['Cancellation fee', formatPence(cancelled.feePence)],
    ['Refund', formatPence(cancelled.refundPence)],
  ];
  if (cancelled.reason) details.push(['Reason', cancelled.reason]);
  return customer(
    cancelled.customerEmail,
    render({
      subject: `Hire booking ${cancelled.number} cancelled`,
      title: 'Your hire booking is cancelled',
      intro:
        'Your hire booking has been cancelled and the equipment released. Any refund is paid back the way you paid.',
      details,
      footer: s,
    }),
  );
}

/** A booking not back in time: the customer is asked to return it (the late charge explained), the desk told. */
export function bookingOverdueEmails(s: EmailSettings, overdue: EventData<'HireBookingOverdue'>): PlannedEmail[] {
  const endDay = formatDayMonthYear(overdue.endDate);
  const details: Row[] = [
    ['Booking', overdue.number],
    ['Hire ended', endDay],
    ['Units still out', String(overdue.unitsOut)],
    ['Late charge per day', formatPence(overdue.dailyLatePence)],
  ];
  const toCustomer = s.sendCustomerHireQuoteStatusUpdates
    ? customer(
        overdue.customerEmail,
        render({
          subject: `Hire booking ${overdue.number} is overdue`,
          title: 'Your hire equipment is overdue',
          intro: `Your hire ended on ${endDay} and some of the equipment has not come back. Late returns are charged at the daily rate for each day or part day until it does; please return it as soon as you can.`,
          details,
          footer: s,
        }),
      )
    : [];
  const toDesk = business(
    s,
    render({
      subject: `Booking ${overdue.number} overdue`,
      title: 'Booking overdue',
      intro: `Booking ${overdue.number} for ${overdue.customerName} ended on ${endDay} and is not all back.`,
      details: [...details, ['Customer', overdue.customerName], ['Email', overdue.customerEmail]],
      footer: s,
    }),
  );
  return [...toCustomer, ...toDesk];
}
