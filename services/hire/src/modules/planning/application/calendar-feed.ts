import { hireCalendarPath, hireCalendarTokenSchema, ukCalendarDay, addUkDays } from '@shop/contracts';
import { Conflict, NotFound, requireAdmin, type AuthContext } from '@shop/kit';
import { deskCalendar, feedWindow, isFeedToken, newFeedToken, type FeedBooking } from '../domain/calendar-feed';
import { writeIcal } from '../domain/ical';
import type { PlanningModels } from '../models/planning-models';
import type { BookingReads } from '../../quotes';
import type { CalendarFeedStore } from '../models/calendar-feed';
import type { HireProductView } from '../../../shared/models/product-view';
import { dayStart } from '../../../shared/domain/days';
import { tokenHash } from '../../../shared/domain/tokens';

/** The feed as the desk sees it: whether it is live, since when, and (only as it is made) its path. */
export interface CalendarFeedState {
  active: boolean;
  issuedAt: Date | null;
  path: string | null;
}

export interface CalendarFeedDeps {
  models: Pick<PlanningModels, 'ProductView'>;
  bookings: BookingReads;
  feeds: CalendarFeedStore;
  clock: () => Date;
}

const NO_SUCH_FEED = 'No such calendar';

/**
 * The hire desk's calendar feed. The admin makes its address (a secret token, kept only as its
 * hash, so the address is shown once), replaces it with a new one (the old stops working) or
 * revokes it. Anyone holding the address reads the calendar; any other token is not found.
 */
export function calendarFeed({ models: { ProductView }, bookings: bookingReads, feeds, clock }: CalendarFeedDeps) {
  const issued = (token: string, issuedAt: Date): CalendarFeedState => ({
    active: true,
    issuedAt,
    path: hireCalendarPath(token),
  });

  return {
    async state(actor: AuthContext): Promise<CalendarFeedState> {
      requireAdmin(actor);
      const feed = await feeds.read();
      return { active: !!feed, issuedAt: feed?.issuedAt ?? null, path: null };
    },

    async create(actor: AuthContext): Promise<CalendarFeedState> {
      requireAdmin(actor);
      const token = newFeedToken();
      const at = clock();
      if (!(await feeds.create(tokenHash(token), at))) {
        throw new Conflict('The calendar already has an address; replace it to get a new one');
      }
      return issued(token, at);
    },

    async rotate(actor: AuthContext): Promise<CalendarFeedState> {
      requireAdmin(actor);
      const token = newFeedToken();
      const at = clock();
      if (!(await feeds.replace(tokenHash(token), at))) throw new Conflict('The calendar has no address to replace');
      return issued(token, at);
    },

    async revoke(actor: AuthContext): Promise<CalendarFeedState> {
      requireAdmin(actor);
      await feeds.remove();
      return { active: false, issuedAt: null, path: null };
    },

    /** The calendar's iCalendar text for the holder of the live token. */
    async read(token: unknown): Promise<string> {
      const parsed = hireCalendarTokenSchema.safeParse(token);
      const feed = parsed.success ? await feeds.read() : null;
      if (!parsed.success || !feed || !isFeedToken(feed.tokenHash, parsed.data)) throw new NotFound(NO_SUCH_FEED);

      const now = clock();
      const window = feedWindow(ukCalendarDay(now));
      // A day's margin either side of the stored instants; the window is decided on UK days.
      const from = dayStart(addUkDays(window.from, -1));
      const to = dayStart(addUkDays(window.to, 2));
      const bookings = await bookingReads.liveStartingOrEndingIn<FeedBooking>(from, to, {
        id: 1,
        number: 1,
        stage: 1,
        customerName: 1,
        customerEmail: 1,
        customerPhone: 1,
        startDate: 1,
        endDate: 1,
        items: 1,
        deliveryRequired: 1,
        installationRequired: 1,
        deliveryAddress: 1,
        deliveryCity: 1,
        deliveryPostalCode: 1,
      });
      const productIds = [...new Set(bookings.flatMap((b) => b.items.map((i) => i.productId)))];
      const products = await ProductView.find({ id: { $in: productIds } }, { id: 1, name: 1 }).lean<
        HireProductView[]
      >();
      return writeIcal(deskCalendar(bookings, new Map(products.map((p) => [p.id, p.name])), now));
    },
  };
}

export type CalendarFeed = ReturnType<typeof calendarFeed>;
