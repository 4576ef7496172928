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
 * before the first day of the hire, the end reminder at 9:00 the day before the last. Each goes
 * once, and only to a confirmed booking (out or not yet). One confirmed after its reminder's time
 * gets it at once while the day it is about is still ahead, and none once that day has begun.
 */
const REMINDED: readonly HireQuoteStage[] = ['confirmed', 'out'];

/** The UK day a reminder is about: the hire's first day, or its last. */
export const reminderDay = (booking: Pick<Quote, 'startDate' | 'endDate'>, kind: HireReminderKind): string =>
  ukCalendarDay(kind === 'start' ? booking.startDate : booking.endDate);

/** When the reminder about this day is due. */
export const reminderAt = (kind: HireReminderKind, day: string, startDaysBefore: number): Date =>
  atUkHour(addUkDays(day, kind === 'start' ? -startDaysBefore : -1), HIRE_REMINDER_HOUR);

/** What a booking's reminder wants at `now`: to be sent, nothing (sent, moot or too late), or to wait until a moment. */
export function reminderDue(
  booking: Pick<Quote, 'stage' | 'startDate' | 'endDate' | 'remindedAt'>,
  kind: HireReminderKind,
  now: Date,
  startDaysBefore: number,
): 'send' | 'none' | Date {
  if (!REMINDED.includes(booking.stage) || booking.remindedAt?.[kind]) return 'none';
  const day = reminderDay(booking, kind);
  if (ukCalendarDay(now) >= day) return 'none';
  const at = reminderAt(kind, day, startDaysBefore);
  return now >= at ? 'send' : at;
}
