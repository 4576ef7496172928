import {
  HIRE_REMINDER_HOUR,
  atUkHour,
  ukCalendarDay,
  type HireQuoteStage,
  type HireReminderKind,
  addUkDays,
} from '@shop/contracts';
import type { Quote } from '../models/quote';

/**
 * The booking reminders (pure). The start reminder is due at 9:00 UK time the settings' days
 * before the first day of the hire, the end reminder at 9:00 the day before the last, and the
 * balance reminder at 9:00 the settings' days before the balance is due (whether any balance is
 * still due is the sender's to check). Each goes once, and only to a confirmed booking (out or not
 * yet). One confirmed after its reminder's time gets it at once while the day it is about is still
 * ahead, and none once that day has begun.
 */
const REMINDED: readonly HireQuoteStage[] = ['confirmed', 'out'];

type Booking = Pick<Quote, 'stage' | 'startDate' | 'endDate' | 'remindedAt'> & Partial<Pick<Quote, 'booked'>>;

/** The UK day a reminder is about: the hire's first day, its last, or the day its balance is due (none unpriced). */
export const reminderDay = (
  booking: Pick<Booking, 'startDate' | 'endDate' | 'booked'>,
  kind: HireReminderKind,
): string | null => {
  if (kind === 'balance') return booking.booked?.balanceDueDate ?? null;
  return ukCalendarDay(kind === 'start' ? booking.startDate : booking.endDate);
};

/** When the reminder about this day is due: `daysBefore` it (the end reminder: the day before). */
export const reminderAt = (kind: HireReminderKind, day: string, daysBefore: number): Date =>
  atUkHour(addUkDays(day, kind === 'end' ? -1 : -daysBefore), HIRE_REMINDER_HOUR);

/**
 * What a booking's reminder wants at `now`: to be sent, nothing (sent, moot or too late), or to wait until a moment.
 * `daysBefore` is the settings' days for the kind (the start's or the balance's; the end reminder's is fixed).
 */
export function reminderDue(
  booking: Booking,
  kind: HireReminderKind,
  now: Date,
  daysBefore: number,
): 'send' | 'none' | Date {
  if (!REMINDED.includes(booking.stage) || booking.remindedAt?.[kind]) return 'none';
  const day = reminderDay(booking, kind);
  if (day === null || ukCalendarDay(now) >= day) return 'none';
  const at = reminderAt(kind, day, daysBefore);
  return now >= at ? 'send' : at;
}
