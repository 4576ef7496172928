import { hireDateRangeSchema } from '@shop/contracts';
import { NotFound, parseInput, type AuthContext } from '@shop/kit';
import type { Availability, DateRange } from '../domain/availability';
import type { HireModels } from '../models';
import type { CommitmentStore } from '../models/commitment-store';
import type { HireProductView } from '../models/product-view';

/** Units of one hire product free over a range of dates. */
export interface ProductAvailability {
  product: HireProductView;
  range: DateRange;
  free: Availability;
}

/** How many units of a hire product are free over a range of dates. */
export function availabilityQueries({ ProductView }: HireModels, commitments: CommitmentStore) {
  return {
    /** For anyone: a hire product by slug over the dates asked (ISO strings, checked here). */
    async productAvailability(input: { slug: string; start: unknown; end: unknown }): Promise<ProductAvailability> {
      const range = parseInput(hireDateRangeSchema, { start: input.start, end: input.end });
      const product = await ProductView.findOne({ slug: input.slug, deleted: false, isHireItem: true }).lean();
      if (!product) throw new NotFound('Hire Equipment Not Found');
      return { product, range, free: await commitments.availabilityOf(product, range) };
    },

    /**
     * For the hire desk only (null for anyone else, and for a product the read model lacks): units
     * free for a quote line's dates, that quote's own hold not counted.
     */
    async lineAvailability(
      line: { product: HireProductView | undefined; range: DateRange; quoteId: number },
      actor: AuthContext,
    ): Promise<ProductAvailability | null> {
      if (actor.user?.role !== 'admin' || !line.product) return null;
      const free = await commitments.availabilityOf(line.product, line.range, line.quoteId);
      return { product: line.product, range: line.range, free };
    },
  };
}

export type AvailabilityQueries = ReturnType<typeof availabilityQueries>;
