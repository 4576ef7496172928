import type { HireApplication } from '../hire-application';
import type { CalendarFeedState } from '../modules/planning';
import type { Resolvers } from './__generated__/resolvers';

const toFeedDto = (feed: CalendarFeedState) => ({ ...feed, issuedAt: feed.issuedAt?.toISOString() ?? null });

/** The desk's calendar feed: its address made, replaced or revoked by the admin, and read by its holder. */
export function calendarFeedResolvers(
  app: Pick<HireApplication, 'calendarFeed'>,
): Pick<Resolvers, 'Query' | 'Mutation'> {
  const feed = app.calendarFeed;
  return {
    Query: {
      hireCalendarFeed: async (_, __, ctx) => toFeedDto(await feed.state(ctx)),
      hireCalendar: (_, { token }) => feed.read(token),
    },
    Mutation: {
      createHireCalendarFeed: async (_, __, ctx) => toFeedDto(await feed.create(ctx)),
      rotateHireCalendarFeed: async (_, __, ctx) => toFeedDto(await feed.rotate(ctx)),
      revokeHireCalendarFeed: async (_, __, ctx) => toFeedDto(await feed.revoke(ctx)),
    },
  };
}
