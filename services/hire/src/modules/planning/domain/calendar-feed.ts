import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  BUSINESS_IDENTITY,
  HIRE_CALENDAR_FEED_DAYS,
  formatDayMonthYear,
  ukCalendarDay,
  addUkDays,
} from '@shop/contracts';
import type { Quote } from '../../quotes';
import type { IcalCalendar, IcalEvent } from './ical';
import { tokenHash } from '../../../shared/domain/tokens';

/**
 * The hire desk's calendar (pure): each confirmed booking going out on its first day and coming
 * back on its last, within the feed's window of UK days around today.
 */
export type FeedBooking = Pick<
  Quote,
  | 'id'
  | 'number'
  | 'stage'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'startDate'
  | 'endDate'
  | 'items'
  | 'deliveryRequired'
  | 'installationRequired'
  | 'deliveryAddress'
  | 'deliveryCity'
  | 'deliveryPostalCode'
>;

/** A feed's secret: 32 random bytes (256 bits), base64url, fit for a path. */
export const newFeedToken = (): string => randomBytes(32).toString('base64url');

/** Whether the token is the feed's, compared by hash in constant time. */
export const isFeedToken = (storedHash: string, token: string): boolean =>
  timingSafeEqual(Buffer.from(tokenHash(token), 'hex'), Buffer.from(storedHash, 'hex'));

/** The UK days the feed covers, both included. */
export const feedWindow = (today: string) => ({
  from: addUkDays(today, -HIRE_CALENDAR_FEED_DAYS.back),
  to: addUkDays(today, HIRE_CALENDAR_FEED_DAYS.ahead),
});

const UID_DOMAIN = BUSINESS_IDENTITY.email.split('@')[1];

const deliveryText = (booking: FeedBooking) =>
  [booking.deliveryAddress, booking.deliveryCity, booking.deliveryPostalCode].filter(Boolean).join(', ');

function description(booking: FeedBooking, names: ReadonlyMap<number, string>, kind: 'out' | 'back'): string {
  const number = booking.number ?? `Quote ${booking.id}`;
  const start = formatDayMonthYear(booking.startDate.toISOString());
  const end = formatDayMonthYear(booking.endDate.toISOString());
  const arrangements = booking.deliveryRequired
    ? [
        `${kind === 'out' ? 'Deliver to' : 'Collect from'}: ${deliveryText(booking)}`,
        ...(kind === 'out' && booking.installationRequired ? ['Installation booked'] : []),
      ]
    : [kind === 'out' ? 'Customer collects from the shop' : 'Customer returns it to the shop'];
  return [
    `Booking ${number}: ${start} to ${end}`,
    `Customer: ${[booking.customerName, booking.customerEmail, booking.customerPhone].filter(Boolean).join(', ')}`,
    ...booking.items.map((item) => `${item.quantity} x ${names.get(item.productId) ?? `Product ${item.productId}`}`),
    ...arrangements,
  ].join('\n');
}

/** A booking's events within the window: out on its first day, back on its last. */
export function bookingEvents(
  booking: FeedBooking,
  names: ReadonlyMap<number, string>,
  window: { from: string; to: string },
): IcalEvent[] {
  const number = booking.number ?? `Quote ${booking.id}`;
  const moves = [
    { kind: 'out' as const, day: ukCalendarDay(booking.startDate), label: 'Out' },
    { kind: 'back' as const, day: ukCalendarDay(booking.endDate), label: 'Back' },
  ];
  return moves
    .filter(({ day }) => day >= window.from && day <= window.to)
    .map(({ kind, day, label }) => ({
      uid: `hire-booking-${booking.id}-${kind}@${UID_DOMAIN}`,
      day,
      summary: `${label}: ${number} ${booking.customerName}`,
      description: description(booking, names, kind),
    }));
}

/** The desk's calendar of these bookings, as of `now`. */
export function deskCalendar(
  bookings: readonly FeedBooking[],
  names: ReadonlyMap<number, string>,
  now: Date,
): IcalCalendar {
  const window = feedWindow(ukCalendarDay(now));
  return {
    prodId: `-//${BUSINESS_IDENTITY.name}//Hire desk calendar//EN`,
    name: `${BUSINESS_IDENTITY.name} hire desk`,
    stamp: now,
    events: bookings
      .flatMap((booking) => bookingEvents(booking, names, window))
      .sort((a, b) => a.day.localeCompare(b.day) || a.uid.localeCompare(b.uid)),
  };
}
