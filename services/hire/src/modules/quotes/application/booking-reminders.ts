import { DAY_MS, HIRE_REMINDER_KINDS, ukCalendarDay, type HireReminderKind, type HireSettings } from '@shop/contracts';
import type { Logger, ServiceRuntime, WithLock } from '@shop/kit';
import { reminderDue } from '../domain/reminders';
import { linkOfBooking, signedPayPath } from '../domain/quote-link';
import { balanceReminder, bookingReminder } from '../events/published';
import type { QuotesModels } from '../models/quotes-models';
import type { HireSettingsStore } from '../../../shared/models/hire-settings';
import type { HireProductView } from '../../../shared/models/product-view';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { moneyWithPayments } from './booking-money';
import { owedFor } from './price-quote';
import type { ProductsById } from './quote-queries';
import { dueJobs, type DueOutcome } from './due-jobs';

type ReminderJob = { quoteId: number; kind: HireReminderKind };

export interface BookingRemindersDeps {
  runtime: Pick<ServiceRuntime, 'jobQueue'>;
  models: Pick<QuotesModels, 'Quote' | 'ProductView'>;
  quotes: QuoteStore;
  settings: HireSettingsStore;
  withLock: WithLock;
  clock: () => Date;
  logger: Logger;
  /** Signs the balance reminder's pay link, as the quote email's link is signed. */
  linkSecret: string;
}

/** The settings' days before its day that a reminder goes (the end reminder's are fixed). */
const daysBeforeOf = (settings: HireSettings, kind: HireReminderKind): number =>
  kind === 'balance' ? settings.balanceReminderDaysBefore : settings.startReminderDaysBefore;

/**
 * A confirmed booking's reminder emails (the rules are in domain/reminders.ts): a delayed job per
 * booking and kind, queued when it is confirmed, and the housekeeping sweep behind the jobs. The
 * balance reminder goes only while a balance is due, with a signed link that opens its payment. The
 * reminder is recorded on the booking (`remindedAt`) in the same conditional write that stores its
 * event, so the job and the sweep both running publish it once. A job reads the settings as they
 * are when it runs: moved days move it.
 */
export function bookingReminders({
  runtime,
  models: { Quote, ProductView },
  quotes,
  settings,
  withLock,
  clock,
  logger,
  linkSecret,
}: BookingRemindersDeps) {
  /**
   * The balance a reminder asks for (none: nothing to remind of), and the signed link that opens its payment. A booking
   * due one has its price frozen (see reminderDay): what it owes is read off it, with no further read of its products
   * or the settings.
   */
  const balanceOf = (quote: Quote, products: ProductsById, hireSettings: HireSettings) => {
    const money = moneyWithPayments(quote, owedFor(quote, products, hireSettings, ukCalendarDay(clock())));
    return {
      balanceDuePence: money.balanceDuePence,
      balanceDueDate: money.balanceDueDate,
      payPath: signedPayPath(linkSecret, quote.id, linkOfBooking(quote), 'balance'),
    };
  };

  /** Publishes the reminder if it is due: whether it did, or when to look again. */
  const remind = ({ quoteId, kind }: ReminderJob): Promise<DueOutcome> =>
    withLock(`hire-quote:${quoteId}`, async () => {
      const quote = await Quote.findOne({ id: quoteId }).lean<Quote>();
      if (!quote) return false;
      const hireSettings = await settings.read();
      const daysBefore = daysBeforeOf(hireSettings, kind);
      const due = reminderDue(quote, kind, clock(), daysBefore);
      if (due !== 'send') return due !== 'none' && due;
      const products = new Map(
        (await ProductView.find({ id: { $in: quote.items.map((i) => i.productId) } }).lean<HireProductView[]>()).map(
          (p) => [p.id, p],
        ),
      );
      const balance = kind === 'balance' ? balanceOf(quote, products, hireSettings) : null;
      if (balance && balance.balanceDuePence <= 0) return false;
      const names = new Map([...products].map(([id, p]) => [id, p.name]));
      const saved = await quotes.update(
        { id: quoteId },
        (current) =>
          reminderDue(current, kind, clock(), daysBefore) === 'send'
            ? { remindedAt: { ...current.remindedAt, [kind]: clock() } }
            : null,
        (reminded) => [
          balance
            ? balanceReminder(reminded, names, balance)
            : bookingReminder(reminded, kind as 'start' | 'end', names),
        ],
      );
      return !!saved?.remindedAt?.[kind];
    });

  const jobs = dueJobs<ReminderJob>(runtime, 'booking-reminders', clock, {
    attempt: remind,
    // Bookings whose day is near (a day's margin either side of the UK's offset); reminderDue decides.
    candidates: async (now) => {
      const current = await settings.read();
      const near = async (kind: HireReminderKind, field: 'startDate' | 'endDate', days: number) =>
        (
          await Quote.find(
            {
              stage: { $in: ['confirmed', 'out'] },
              [`remindedAt.${kind}`]: null,
              [field]: { $gte: new Date(now.getTime() - DAY_MS), $lt: new Date(now.getTime() + (days + 2) * DAY_MS) },
            },
            { id: 1 },
          ).lean<Quote[]>()
        ).map((quote): ReminderJob => ({ quoteId: quote.id, kind }));
      // The balance is due no later than the hire starts: bookings starting within its days and the longest lead.
      const balanceLead = current.balanceReminderDaysBefore + current.balanceDueDaysBeforeStart;
      return [
        ...(await near('start', 'startDate', current.startReminderDaysBefore)),
        ...(await near('end', 'endDate', 1)),
        ...(await near('balance', 'startDate', balanceLead)),
      ];
    },
    jobKey: ({ quoteId, kind }) => `quote-${quoteId}-${kind}-reminder`,
  });

  return {
    remind,
    /** Queues a booking's reminders just after it was confirmed (at once when one is already due). */
    async remindLater(booking: Quote): Promise<void> {
      const current = await settings.read();
      for (const kind of HIRE_REMINDER_KINDS) {
        const due = reminderDue(booking, kind, clock(), daysBeforeOf(current, kind));
        if (due === 'none') continue;
        // The sweep sends it anyway should the job not be queued.
        await jobs
          .schedule({ quoteId: booking.id, kind }, due === 'send' ? clock() : due)
          .catch((err) => logger.warn({ err, quoteId: booking.id, kind }, 'booking reminder job not queued'));
      }
    },
    /** The sweep: publishes every reminder due; resolves with how many. */
    sendDue: jobs.sweep,
  };
}

export type BookingReminders = ReturnType<typeof bookingReminders>;
