// Built on first use: setting up a time zone's formatter costs a browser several milliseconds as a page starts.
let ukDay: Intl.DateTimeFormat | undefined;

/** The calendar day in the UK as YYYY-MM-DD, so days compare as strings whatever the machine's time zone. */
export function ukCalendarDay(date: Date): string {
  ukDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
  return ukDay.format(date);
}

/** A UK calendar day (YYYY-MM-DD) moved by whole days: calendar arithmetic, so clock changes do not count. */
export function addUkDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00.000Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
