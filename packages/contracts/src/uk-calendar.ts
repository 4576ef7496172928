/**
 * A day of 24 hours: for whole-day steps between UTC midnights (calendar days) and rough spans ahead; a UK day
 * across a clock change is 23 or 25 hours, so wall-clock times move with addUkDays and atUkHour instead.
 */
export const DAY_MS = 86_400_000;

// Built on first use: setting up a time zone's formatter costs a browser several milliseconds as a page starts.
let ukDay: Intl.DateTimeFormat | undefined;

/** The calendar day in the UK as YYYY-MM-DD, so days compare as strings whatever the machine's time zone. */
export function ukCalendarDay(date: Date): string {
  ukDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
  return ukDay.format(date);
}

/** A UK calendar day (YYYY-MM-DD) moved by whole days: calendar arithmetic, so clock changes do not count. */
export function addUkDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00.000Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

let ukHour: Intl.DateTimeFormat | undefined;

/**
 * The instant a UK wall-clock hour (0 to 23) begins on a UK day (YYYY-MM-DD): an hour before the
 * same hour in UTC in summer time, the same instant in winter.
 */
export function atUkHour(day: string, hour: number): Date {
  ukHour ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' });
  const utc = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`);
  const summer = new Date(utc.getTime() - 3_600_000);
  return ukCalendarDay(summer) === day && Number(ukHour.format(summer)) === hour ? summer : utc;
}

/** An Intl offset in ms: "GMT", "GMT+1", or London's mean time before 1847, "GMT-0:01:15". */
function offsetMs(offset: string): number {
  const match = /^GMT([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?$/.exec(offset);
  if (!match) return 0;
  const [, sign, hours, minutes = '0', seconds = '0'] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 3_600 + Number(minutes) * 60 + Number(seconds)) * 1_000;
}

let ukOffset: Intl.DateTimeFormat | undefined;

/**
 * The instant a UK calendar day (YYYY-MM-DD) starts: midnight in London, GMT or BST, or London's own mean time for a
 * day before 1847 (a date filter may name any day). atUkHour knows only GMT and BST, which is all a booking needs.
 */
export function ukDayStart(day: string): Date {
  ukOffset ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'shortOffset' });
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const offset = ukOffset.formatToParts(utcMidnight).find((part) => part.type === 'timeZoneName')!.value;
  return new Date(utcMidnight.getTime() - offsetMs(offset));
}
