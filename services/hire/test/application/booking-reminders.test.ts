import { createLogger } from '@shop/kit';
import { acceptQuote } from '../../src/modules/quotes/application/accept-quote';
import { bookingReminders } from '../../src/modules/quotes/application/booking-reminders';
import { changeQuoteStatus } from '../../src/modules/quotes/application/change-quote-status';
import { admin, anyone, deskOn, linkTokenOf, outboxOf, testClock } from '../support/desk';
import { recordedJobs } from '../support/jobs';
import { hireProduct, pendingQuote, replicaPerFile } from '../support/store';

type ReminderJob = { quoteId: number; kind: 'start' | 'end' | 'balance' };

describe('booking reminders: before the start and the day before the end (real engines)', () => {
  const replica = replicaPerFile();
  const clock = testClock('2027-05-01T09:00:00Z');
  let desk: ReturnType<typeof deskOn>;

  beforeAll(() => {
    desk = deskOn(replica(), clock.now);
  });
  afterEach(() => {
    clock.advanceDays((new Date('2027-05-01T09:00:00Z').getTime() - clock.now().getTime()) / 86_400_000);
  });

  /** The reminders wired to a stand-in queue, and the customer's acceptance and the desk's approval that queue them. */
  function remindersWithQueue() {
    const { runtime, added, run } = recordedJobs<ReminderJob>();
    const reminders = bookingReminders({
      ...desk.deps,
      runtime,
      logger: createLogger('hire-test', 'silent'),
    });
    const accept = acceptQuote({ ...desk.deps, remindLater: reminders.remindLater });
    const approve = changeQuoteStatus({ ...desk.deps, remindLater: reminders.remindLater });
    return { reminders, added, run, accept, approve };
  }

  const moveClockTo = (iso: string) =>
    clock.advanceDays((new Date(iso).getTime() - clock.now().getTime()) / 86_400_000);
  const delayTo = (iso: string) => new Date(iso).getTime() - clock.now().getTime();
  const remindersOf = async (quoteId: number) =>
    (await outboxOf(replica(), quoteId)).filter((e) => e.type.startsWith('HireBooking') && e.type.endsWith('Reminder'));

  /** A quote for one unit over these June 2027 days, delivered to a venue, sent to the customer. */
  async function sentQuote(startDay: number, endDay: number) {
    const amp = await hireProduct(replica().models, 2);
    const quote = await pendingQuote(replica().models, [{ productId: amp, quantity: 1 }], startDay, endDay);
    await replica().models.Quote.updateOne(
      { id: quote.id },
      {
        $set: {
          deliveryRequired: true,
          installationRequired: true,
          deliveryAddress: 'The Winter Garden, Compton Street',
          deliveryCity: 'Eastbourne',
          deliveryPostalCode: 'BN21 4BP',
        },
      },
    );
    await desk.send({ id: quote.id }, admin);
    return { id: quote.id, amp, token: await linkTokenOf(replica(), quote.id) };
  }

  it('queues both reminders on acceptance and sends each once, even when the job and the sweep both run', async () => {
    const { reminders, added, run, accept } = remindersWithQueue();
    const { id, token } = await sentQuote(10, 12);
    await accept({ id, token, fullName: 'Alex Hirer', acceptTerms: true }, anyone);
    // Thursday 10 June (BST): two days before at 9:00 is 08:00 UTC on the 8th; the end reminder 9:00 on the 11th.
    // The balance, due 3 June (7 days before), is reminded of 3 days before that at 9:00.
    expect(added).toEqual([
      { data: { quoteId: id, kind: 'start' }, delay: delayTo('2027-06-08T08:00:00Z') },
      { data: { quoteId: id, kind: 'end' }, delay: delayTo('2027-06-11T08:00:00Z') },
      { data: { quoteId: id, kind: 'balance' }, delay: delayTo('2027-05-31T08:00:00Z') },
    ]);

    // Early: the job puts itself off, and the sweep leaves it.
    moveClockTo('2027-06-08T07:30:00Z');
    await run({ quoteId: id, kind: 'start' });
    expect(added).toHaveLength(4);
    expect(added[3]).toEqual({ data: { quoteId: id, kind: 'start' }, delay: delayTo('2027-06-08T08:00:00Z') });
    await reminders.sendDue();
    expect(await remindersOf(id)).toEqual([]);

    moveClockTo('2027-06-08T08:05:00Z');
    await Promise.all([run({ quoteId: id, kind: 'start' }), reminders.sendDue(), run({ quoteId: id, kind: 'start' })]);
    const [start, ...more] = await remindersOf(id);
    expect(more).toEqual([]);
    expect(start).toMatchObject({
      type: 'HireBookingStartReminder',
      data: {
        quoteId: id,
        customerEmail: 'alex@example.co.uk',
        startDate: '2027-06-10',
        endDate: '2027-06-12',
        items: [{ name: expect.stringMatching(/^Moving Head/), quantity: 1 }],
        deliveryRequired: true,
        installationRequired: true,
        deliveryAddress: 'The Winter Garden, Compton Street',
        deliveryPostalCode: 'BN21 4BP',
      },
    });
    expect((start.data as { number: string }).number).toMatch(/^Q-\d{4}-\d{4}$/);
    const booking = (await replica().models.Quote.findOne({ id }).lean())!;
    expect(booking.remindedAt).toEqual({ start: clock.now() });

    // Say the end reminder's job was lost: the sweep sends it, and the job turning up after sends nothing more.
    moveClockTo('2027-06-11T09:00:00Z');
    expect(await reminders.sendDue()).toBe(1);
    await run({ quoteId: id, kind: 'end' });
    expect((await remindersOf(id)).map((e) => e.type)).toEqual(['HireBookingStartReminder', 'HireBookingEndReminder']);
    expect(added).toHaveLength(4);
  });

  it('sends nothing for a booking cancelled before the reminder’s time', async () => {
    const { reminders, run, accept } = remindersWithQueue();
    const { id, token } = await sentQuote(10, 12);
    await accept({ id, token, fullName: 'Alex Hirer', acceptTerms: true }, anyone);
    await desk.cancel({ id, reason: 'Event called off' }, admin);

    moveClockTo('2027-06-08T10:00:00Z');
    await run({ quoteId: id, kind: 'start' });
    await reminders.sendDue();
    moveClockTo('2027-06-11T10:00:00Z');
    await run({ quoteId: id, kind: 'end' });
    await reminders.sendDue();
    expect(await remindersOf(id)).toEqual([]);
  });

  it('sends the start reminder at once to a booking confirmed after its time, and none once the hire has begun', async () => {
    const { run, added, accept, approve } = remindersWithQueue();
    // Sent a few days before, so the quote is still open.
    moveClockTo('2027-06-05T09:00:00Z');
    const late = await sentQuote(10, 12);
    moveClockTo('2027-06-09T15:00:00Z');
    await accept({ id: late.id, token: late.token, fullName: 'Alex Hirer', acceptTerms: true }, anyone);
    expect(added).toEqual([
      { data: { quoteId: late.id, kind: 'start' }, delay: 0 },
      { data: { quoteId: late.id, kind: 'end' }, delay: delayTo('2027-06-11T08:00:00Z') },
    ]);
    await run({ quoteId: late.id, kind: 'start' });
    expect((await remindersOf(late.id)).map((e) => e.type)).toEqual(['HireBookingStartReminder']);

    // Confirmed by the desk on its first day (00:30 in the UK on 10 June): no start reminder, the end one later.
    const begun = await pendingQuote(replica().models, [{ productId: late.amp, quantity: 1 }], 10, 12);
    moveClockTo('2027-06-09T23:30:00Z');
    await approve({ id: begun.id, status: 'approved' }, admin);
    expect(added.slice(2)).toEqual([
      { data: { quoteId: begun.id, kind: 'end' }, delay: delayTo('2027-06-11T08:00:00Z') },
    ]);
    await run({ quoteId: begun.id, kind: 'start' });
    expect(await remindersOf(begun.id)).toEqual([]);
  });

  it('follows the days the desk sets: moved earlier, a waiting job sends at once', async () => {
    const { run, added, accept } = remindersWithQueue();
    const { id, token } = await sentQuote(20, 22);
    await accept({ id, token, fullName: 'Alex Hirer', acceptTerms: true }, anyone);
    expect(added[0]).toEqual({ data: { quoteId: id, kind: 'start' }, delay: delayTo('2027-06-18T08:00:00Z') });
    const settings = await desk.deps.settings.read();
    await desk.deps.settings.save({ ...settings, startReminderDaysBefore: 7 });
    try {
      moveClockTo('2027-06-13T08:00:00Z');
      await run({ quoteId: id, kind: 'start' });
      expect((await remindersOf(id)).map((e) => e.type)).toEqual(['HireBookingStartReminder']);
    } finally {
      await desk.deps.settings.save(settings);
    }
  });

  it('reminds of the balance the desk’s days before it is due, with a signed link that opens its payment, while any is due', async () => {
    const { reminders, run, accept, approve } = remindersWithQueue();
    const settings = await desk.deps.settings.read();
    await desk.deps.settings.save({ ...settings, balanceReminderDaysBefore: 5 });
    try {
      const { id, token } = await sentQuote(10, 12);
      await accept({ id, token, fullName: 'Alex Hirer', acceptTerms: true }, anyone);
      const { totalPence, bookingDepositPence, balanceDueDate } = (await replica().models.Quote.findOne({ id }).lean())!
        .booked!;
      expect(balanceDueDate).toBe('2027-06-03');
      await desk.pay({ id, payment: { kind: 'payment', method: 'card', amount: bookingDepositPence / 100 } }, admin);

      // Five days before 3 June, at 9:00 BST; the job and the sweep together send it once.
      moveClockTo('2027-05-29T07:59:00Z');
      await run({ quoteId: id, kind: 'balance' });
      expect(await remindersOf(id)).toEqual([]);
      moveClockTo('2027-05-29T08:00:00Z');
      await Promise.all([run({ quoteId: id, kind: 'balance' }), reminders.sendDue()]);
      const [balance, ...more] = await remindersOf(id);
      expect(more).toEqual([]);
      expect(balance).toMatchObject({
        type: 'HireBookingBalanceReminder',
        data: {
          quoteId: id,
          customerEmail: 'alex@example.co.uk',
          balanceDuePence: totalPence - bookingDepositPence,
          balanceDueDate: '2027-06-03',
          payPath: `/hire/quotes/${id}?token=${encodeURIComponent(token)}&pay=balance`,
        },
      });

      // A booking the desk confirmed without sending a quote: its reminder links the booking's own signed token.
      const never = await pendingQuote(
        replica().models,
        [{ productId: await hireProduct(replica().models, 2), quantity: 1 }],
        10,
        12,
      );
      await approve({ id: never.id, status: 'approved' }, admin);
      await run({ quoteId: never.id, kind: 'balance' });
      expect((await remindersOf(never.id))[0].data).toMatchObject({
        payPath: expect.stringMatching(
          new RegExp(`^/hire/quotes/${never.id}\\?token=0\\.2027-06-10\\.[\\w-]{43}&pay=balance$`),
        ),
      });

      // A balance paid before its reminder's time: nothing to remind of.
      const paid = await sentQuote(10, 12);
      await accept({ id: paid.id, token: paid.token, fullName: 'Alex Hirer', acceptTerms: true }, anyone);
      const owed = (await replica().models.Quote.findOne({ id: paid.id }).lean())!.booked!.totalPence;
      await desk.pay({ id: paid.id, payment: { kind: 'payment', method: 'bank-transfer', amount: owed / 100 } }, admin);
      await run({ quoteId: paid.id, kind: 'balance' });
      expect(await remindersOf(paid.id)).toEqual([]);
    } finally {
      await desk.deps.settings.save(settings);
    }
  });
});
