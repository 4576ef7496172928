import { formatDayMonthYear, formatPence, type EventData } from '@shop/contracts';
import { customer, shopLink, type EmailSettings, type PlannedEmail } from './emails';
import { render } from './render';

/**
 * A confirmed booking's reminders to the customer (pure): before the hire starts, how the
 * equipment reaches them; the day before it ends, how it comes back; before the balance is due, what
 * to pay by when, with a "Pay balance" link. Like the other emails about
 * their booking they obey `sendCustomerHireQuoteStatusUpdates`.
 */

type Reminder = EventData<'HireBookingStartReminder'>;
type Row = [string, string];

const deliveryAddress = (booking: Reminder) =>
  [booking.deliveryAddress, booking.deliveryCity, booking.deliveryPostalCode].filter(Boolean).join(', ');

/** Where the shop is, as the email settings' footer names it. */
const shopAddress = (s: EmailSettings) => `${s.footerCompanyName}, ${s.footerAddress}`;

const bookingRows = (booking: Reminder): Row[] => [
  ['Booking', booking.number],
  ['Hire dates', `${formatDayMonthYear(booking.startDate)} to ${formatDayMonthYear(booking.endDate)}`],
  ...booking.items.map((item): Row => ['Item', `${item.quantity} x ${item.name}`]),
];

const deskNotes = (booking: Reminder) =>
  booking.notes ? { label: 'Notes from the hire desk', text: booking.notes } : undefined;

/** Before the start: the delivery (and installation) address and day, or where and when to collect. */
export function startReminderEmails(s: EmailSettings, booking: Reminder): PlannedEmail[] {
  if (!s.sendCustomerHireQuoteStatusUpdates) return [];
  const start = formatDayMonthYear(booking.startDate);
  const arrangements: Row[] = booking.deliveryRequired
    ? [
        ['Delivery to', deliveryAddress(booking)],
        ['Installation', booking.installationRequired ? 'Booked: our crew sets it up' : 'Not booked'],
      ]
    : [['Collect from', shopAddress(s)]];
  const intro = booking.deliveryRequired
    ? `Your hire starts on ${start}. We will deliver the equipment to the address below${booking.installationRequired ? ' and set it up' : ''} that day; please make sure someone is there to receive it.`
    : `Your hire starts on ${start}. Please collect the equipment from us on that day, quoting booking ${booking.number}.`;
  return customer(
    booking.customerEmail,
    render({
      subject: `Your hire ${booking.number} starts on ${start}`,
      title: 'Your hire starts soon',
      intro,
      details: [...bookingRows(booking), ...arrangements],
      note: deskNotes(booking),
      footer: s,
    }),
  );
}

/** The day before the end: the collection from the delivery address, or where to bring it back by when. */
export function endReminderEmails(s: EmailSettings, booking: EventData<'HireBookingEndReminder'>): PlannedEmail[] {
  if (!s.sendCustomerHireQuoteStatusUpdates) return [];
  const end = formatDayMonthYear(booking.endDate);
  const arrangements: Row[] = booking.deliveryRequired
    ? [['Collection from', deliveryAddress(booking)]]
    : [['Return to', shopAddress(s)]];
  const intro = booking.deliveryRequired
    ? `Your hire ends on ${end}. We will collect the equipment from the address below that day; please have it packed and ready.`
    : `Your hire ends on ${end}. Please bring the equipment back to us by the end of that day. Late returns are charged at the daily rate for each day or part day.`;
  return customer(
    booking.customerEmail,
    render({
      subject: `Your hire ${booking.number} ends on ${end}`,
      title: 'Your hire ends tomorrow',
      intro,
      details: [...bookingRows(booking), ...arrangements],
      note: deskNotes(booking),
      footer: s,
    }),
  );
}

/**
 * Before the balance is due: how much, by when, and a "Pay balance" link to the booking's page that opens its payment
 * (every booking has one now; older events of a booking never sent had none: the customer paid from their account).
 */
export function balanceReminderEmails(
  s: EmailSettings,
  booking: EventData<'HireBookingBalanceReminder'>,
  shopUrl: string,
): PlannedEmail[] {
  if (!s.sendCustomerHireQuoteStatusUpdates) return [];
  const due = formatDayMonthYear(booking.balanceDueDate);
  const balance = formatPence(booking.balanceDuePence);
  return customer(
    booking.customerEmail,
    render({
      subject: `Your hire ${booking.number}: balance of ${balance} due by ${due}`,
      title: 'Your balance is due soon',
      intro: `The balance of ${balance} for your hire is due by ${due}. You can pay it online ${booking.payPath ? 'with the link below' : 'from your account'}, or by bank transfer quoting booking ${booking.number}.`,
      details: [...bookingRows(booking), ['Balance due', `${balance}, by ${due}`]],
      action: booking.payPath ? { label: 'Pay balance', url: shopLink(shopUrl, booking.payPath) } : undefined,
      footer: s,
    }),
  );
}
