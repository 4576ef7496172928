import { hireDateRangeSchema } from '@shop/contracts';
import { NotFound, parseInput } from '@shop/kit';
import type { Availability, DateRange } from '../domain/availability';
import type { HireModels } from '../models';
import type { Commitments } from '../models/commitments';
import type { HireProductView } from '../models/product-view';

export const toAvailabilityDto = (product: HireProductView, range: DateRange, free: Availability) => ({
  productId: product.id,
  slug: product.slug,
  start: range.start.toISOString(),
  end: range.end.toISOString(),
  stock: free.stock,
  committed: free.committed,
  available: free.available,
  turnaroundDays: product.turnaroundDays,
});

/** How many units of a hire product are free over a range of dates. */
export function availabilityResolvers({ ProductView }: HireModels, commitments: Commitments) {
  return {
    Query: {
      hireAvailability: async (_: unknown, args: { slug: string; start: unknown; end: unknown }) => {
        const range = parseInput(hireDateRangeSchema, { start: args.start, end: args.end });
        const product = await ProductView.findOne({ slug: args.slug, deleted: false, isHireItem: true }).lean();
        if (!product) throw new NotFound('Hire Equipment Not Found');
        return toAvailabilityDto(product, range, await commitments.availabilityOf(product, range));
      },
    },
  };
}
