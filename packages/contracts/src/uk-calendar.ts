// Built on first use: setting up a time zone's formatter costs a browser several milliseconds as a page starts.
let ukDay: Intl.DateTimeFormat | undefined;

/** The calendar day in the UK as YYYY-MM-DD, so days compare as strings whatever the machine's time zone. */
export function ukCalendarDay(date: Date): string {
  ukDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
  return ukDay.format(date);
}
