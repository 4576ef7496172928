import type { HireApplication } from '../hire-application';
import type { Resolvers } from './__generated__/resolvers';
import { actorOf } from './actor';
import { toAvailabilityDto, toQuoteDtos } from './dto';

/** The hire desk: every quote, setting a status, and each line's availability for the quote's dates. */
export function adminQuoteResolvers(
  app: Pick<HireApplication, 'changeQuoteStatus' | 'quotes' | 'availability'>,
): Pick<Resolvers, 'Query' | 'Mutation' | 'HireQuoteItem'> {
  return {
    Query: {
      adminHireQuotes: async (_, __, ctx) => toQuoteDtos(await app.quotes.allQuotes(actorOf(ctx))),
    },
    Mutation: {
      updateHireQuoteStatus: async (_, { id, status, override, reason }, ctx) => {
        const saved = await app.changeQuoteStatus({ id, status, override, reason }, actorOf(ctx));
        return toQuoteDtos(await app.quotes.withProducts([saved], 'quote'))[0];
      },
    },
    HireQuoteItem: {
      availability: async (line, _, ctx) => {
        const free = await app.availability.lineAvailability(
          { product: line.view, range: line.range, quoteId: line.quoteId },
          actorOf(ctx),
        );
        return free && toAvailabilityDto(free);
      },
    },
  };
}
