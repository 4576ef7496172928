import { addUkDays } from '@shop/contracts';

/**
 * An iCalendar writer (RFC 5545, pure): all-day events in a published calendar. Lines end in CRLF
 * and are folded at 75 octets (a continuation line starts with a space; a character is never
 * split), and text values escape backslashes, semicolons, commas and newlines.
 */
export interface IcalEvent {
  /** Stable across reads, so a calendar app updates the event rather than adding another. */
  uid: string;
  /** The UK day the event is on, YYYY-MM-DD. */
  day: string;
  summary: string;
  description: string;
}

export interface IcalCalendar {
  prodId: string;
  name: string;
  /** When the calendar was written (each event's DTSTAMP). */
  stamp: Date;
  events: readonly IcalEvent[];
}

const LINE_OCTETS = 75;
const utf8 = new TextEncoder();

/** A TEXT value with its special characters escaped. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A content line folded into lines of at most 75 octets, joined by CRLF and a space. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** A DATE value, e.g. 20270610. */
const dateValue = (day: string): string => day.replace(/-/g, '');

/** A UTC DATE-TIME value, e.g. 20270601T090000Z. */
const stampValue = (at: Date): string => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function eventLines(event: IcalEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stampValue(stamp)}`,
    `DTSTART;VALUE=DATE:${dateValue(event.day)}`,
    // All-day: DTEND is the next day, as it is exclusive.
    `DTEND;VALUE=DATE:${dateValue(addUkDays(event.day, 1))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // A reminder on the desk's calendar, not time it is busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The calendar as an iCalendar file's text. */
export function writeIcal({ prodId, name, stamp, events }: IcalCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
