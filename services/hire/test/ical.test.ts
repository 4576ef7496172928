import ICAL from 'ical.js';
import { deskCalendar, type FeedBooking } from '../src/modules/planning/domain/calendar-feed';
import { escapeText, foldLine, writeIcal } from '../src/modules/planning/domain/ical';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('the iCalendar writer (RFC 5545)', () => {
  it('folds a line at 75 octets, never inside a multi-byte character, continuing with a space', () => {
    const line = `DESCRIPTION:${'Crème brûlée £ 🎧 Sound & Lights – Ünïcødé '.repeat(6)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(4);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Unfolding (removing each CRLF and the space after it) gives the line back, every character whole.
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(folded.join('')).not.toContain('\uFFFD');
    // A 75-octet line stays whole; one more octet folds it.
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
    // A two-octet character that would end at octet 76 moves to the next line whole.
    expect(foldLine(`${'X'.repeat(74)}é`)).toBe(`${'X'.repeat(74)}\r\n é`);
  });

  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes a calendar a parser reads back: CRLF lines, PRODID, VERSION, all-day events with their text whole', () => {
    const description =
      'Jo, Events; Ltd\n2 x Speaker \\ stand\n' + 'Deliver to: The Winter Garden, Compton Street, '.repeat(3);
    const text = writeIcal({
      prodId: '-//SoundHire Pro//Hire desk calendar//EN',
      name: 'SoundHire Pro hire desk',
      stamp: new Date('2027-06-01T09:30:00Z'),
      events: [
        {
          uid: 'hire-booking-7-out@soundhirepro.co.uk',
          day: '2027-06-30',
          summary: 'Out: Q-2027-0007 Jo, Events',
          description,
        },
      ],
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//SoundHire Pro//Hire desk calendar//EN');
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe('hire-booking-7-out@soundhirepro.co.uk');
    expect(event.summary).toBe('Out: Q-2027-0007 Jo, Events');
    expect(event.description).toBe(description);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2027-06-30');
    // All-day: DTEND is the next day (exclusive), across the month end.
    expect(event.endDate.toString()).toBe('2027-07-01');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2027-06-01T09:30:00Z');
  });
});

describe("the hire desk's calendar (rules)", () => {
  const booking = (id: number, start: string, end: string, extra: Partial<FeedBooking> = {}): FeedBooking => ({
    id,
    number: `Q-2027-${String(id).padStart(4, '0')}`,
    stage: 'confirmed',
    customerName: 'Jo Events',
    customerEmail: 'jo@example.co.uk',
    customerPhone: null,
    startDate: new Date(start),
    endDate: new Date(end),
    items: [{ id: 1, productId: 5, quantity: 2, hirePeriod: 'daily', createdAt: new Date() }],
    deliveryRequired: false,
    installationRequired: false,
    deliveryAddress: null,
    deliveryCity: null,
    deliveryPostalCode: null,
    ...extra,
  });
  const names = new Map([[5, 'Line Array Speaker']]);

  it('puts each booking out on its first UK day and back on its last, within 30 days back and 180 ahead', () => {
    const now = new Date('2027-06-01T12:00:00Z');
    const calendar = deskCalendar(
      [
        // Stored as 23:30 UTC in summer: already the next UK day.
        booking(1, '2027-06-09T23:30:00Z', '2027-06-12T00:00:00Z', {
          deliveryRequired: true,
          installationRequired: true,
          deliveryAddress: 'The Winter Garden',
          deliveryCity: 'Eastbourne',
          deliveryPostalCode: 'BN21 4BP',
        }),
        // Went out 40 days ago, back in 2 days: only its return is in the window.
        booking(2, '2027-04-22T00:00:00Z', '2027-06-03T00:00:00Z'),
        // Out 181 days ahead: past the window.
        booking(3, '2027-11-29T00:00:00Z', '2027-12-01T00:00:00Z'),
      ],
      names,
      now,
    );
    expect(calendar.events.map((e) => [e.uid, e.day, e.summary])).toEqual([
      ['hire-booking-2-back@soundhirepro.co.uk', '2027-06-03', 'Back: Q-2027-0002 Jo Events'],
      ['hire-booking-1-out@soundhirepro.co.uk', '2027-06-10', 'Out: Q-2027-0001 Jo Events'],
      ['hire-booking-1-back@soundhirepro.co.uk', '2027-06-12', 'Back: Q-2027-0001 Jo Events'],
    ]);
    const [, out, back] = calendar.events;
    expect(out.description.split('\n')).toEqual([
      'Booking Q-2027-0001: 10 Jun 2027 to 12 Jun 2027',
      'Customer: Jo Events, jo@example.co.uk',
      '2 x Line Array Speaker',
      'Deliver to: The Winter Garden, Eastbourne, BN21 4BP',
      'Installation booked',
    ]);
    expect(back.description).toContain('Collect from: The Winter Garden, Eastbourne, BN21 4BP');
    expect(calendar.events[0].description).toContain('Customer returns it to the shop');
  });
});
