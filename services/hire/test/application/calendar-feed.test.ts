import ICAL from 'ical.js';
import { Conflict, Forbidden, NotFound, Unauthorized } from '@shop/kit';
import { signedIn } from '@shop/kit/testing';
import { calendarFeed } from '../../src/modules/planning/application/calendar-feed';
import { calendarFeedStore } from '../../src/modules/planning/models/calendar-feed';
import { bookingReads } from '../../src/modules/quotes';
import { admin, anyone, deskOn, linkTokenOf, testClock } from '../support/desk';
import { hireProduct, pendingQuote, replicaPerFile } from '../support/store';

const tokenOf = (path: string | null) => path!.match(/^\/api\/hire\/calendar\/([A-Za-z0-9_-]{43})\.ics$/)![1];

describe("the hire desk's calendar feed: its secret address and what it lists (real engines)", () => {
  const replica = replicaPerFile();
  const clock = testClock('2027-05-01T09:00:00Z');
  let desk: ReturnType<typeof deskOn>;
  let feed: ReturnType<typeof calendarFeed>;

  beforeAll(() => {
    desk = deskOn(replica(), clock.now);
    feed = calendarFeed({
      models: replica().models,
      bookings: bookingReads(replica().models),
      feeds: calendarFeedStore(replica().models.CalendarFeed),
      clock: clock.now,
    });
  });

  it('is made, rotated and revoked by the admin only; only the live token reads it, and only its hash is kept', async () => {
    await expect(feed.create(anyone)).rejects.toBeInstanceOf(Unauthorized);
    await expect(feed.create(signedIn('user'))).rejects.toBeInstanceOf(Forbidden);
    await expect(feed.state(signedIn('user'))).rejects.toBeInstanceOf(Forbidden);
    expect(await feed.state(admin)).toEqual({ active: false, issuedAt: null, path: null });

    const made = await feed.create(admin);
    expect(made).toMatchObject({ active: true, issuedAt: clock.now() });
    const first = tokenOf(made.path);
    expect(await feed.state(admin)).toEqual({ active: true, issuedAt: clock.now(), path: null });
    const stored = await replica().models.CalendarFeed.findById('calendar-feed').lean();
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(first);
    expect(await feed.read(first)).toMatch(/^BEGIN:VCALENDAR\r\n/);
    await expect(feed.create(admin)).rejects.toBeInstanceOf(Conflict);

    await expect(feed.rotate(signedIn('user'))).rejects.toBeInstanceOf(Forbidden);
    const second = tokenOf((await feed.rotate(admin)).path);
    expect(second).not.toBe(first);
    await expect(feed.read(first)).rejects.toBeInstanceOf(NotFound);
    expect(await feed.read(second)).toContain('END:VCALENDAR');

    // A wrong token of the right shape, a malformed one and none are all simply not found.
    await expect(feed.read(`${second.slice(0, -1)}${second.endsWith('A') ? 'B' : 'A'}`)).rejects.toBeInstanceOf(
      NotFound,
    );
    await expect(feed.read('../../etc/passwd')).rejects.toBeInstanceOf(NotFound);
    await expect(feed.read(undefined)).rejects.toBeInstanceOf(NotFound);

    await expect(feed.revoke(signedIn('user'))).rejects.toBeInstanceOf(Forbidden);
    expect(await feed.revoke(admin)).toEqual({ active: false, issuedAt: null, path: null });
    await expect(feed.read(second)).rejects.toBeInstanceOf(NotFound);
    await expect(feed.rotate(admin)).rejects.toBeInstanceOf(Conflict);
  });

  it('lists confirmed bookings going out and coming back, and neither quotes nor cancelled bookings', async () => {
    const token = tokenOf((await feed.create(admin)).path);
    const speaker = await hireProduct(replica().models, 4);
    const book = async (startDay: number, endDay: number) => {
      const quote = await pendingQuote(replica().models, [{ productId: speaker, quantity: 2 }], startDay, endDay);
      await desk.send({ id: quote.id }, admin);
      const link = await linkTokenOf(replica(), quote.id);
      await desk.accept({ id: quote.id, token: link, fullName: 'Alex Hirer', acceptTerms: true }, anyone);
      return quote.id;
    };
    const confirmed = await book(10, 12);
    const cancelled = await book(14, 15);
    await desk.cancel({ id: cancelled, reason: null }, admin);
    const quoted = await pendingQuote(replica().models, [{ productId: speaker, quantity: 1 }], 20, 22);
    await desk.send({ id: quoted.id }, admin);

    const calendar = new ICAL.Component(ICAL.parse(await feed.read(token)));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((e) => [e.uid, e.startDate.toString()])).toEqual([
      [`hire-booking-${confirmed}-out@soundhirepro.co.uk`, '2027-06-10'],
      [`hire-booking-${confirmed}-back@soundhirepro.co.uk`, '2027-06-12'],
    ]);
    expect(events[0].summary).toMatch(/^Out: Q-2027-\d{4} Alex Hirer$/);
    expect(events[0].description).toContain('2 x Moving Head');
    expect(events[0].description).toContain('Customer collects from the shop');
    await feed.revoke(admin);
  });
});
