import type { HireApplication } from '../hire-application';
import type { Resolvers } from './__generated__/resolvers';
import { toAvailabilityDto, toDaysDto } from './dto';

/** How many units of a hire product are free over a range of dates. */
export function availabilityResolvers(app: Pick<HireApplication, 'availability'>): Pick<Resolvers, 'Query'> {
  return {
    Query: {
      hireAvailability: async (_, args) => toAvailabilityDto(await app.availability.productAvailability(args)),
      hireDayAvailability: async (_, args) => toDaysDto(await app.availability.productDays(args)),
    },
  };
}
