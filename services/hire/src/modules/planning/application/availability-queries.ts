import { hireDateRangeSchemaFor, hireDayAvailabilitySchema, type HireCeilings } from '@shop/contracts';
import { NotFound, parseInput, type AuthContext } from '@shop/kit';
import type { Availability, DateRange } from '../domain/availability';
import { daysFrom } from '../domain/day-availability';
import type { PlanningModels } from '../models/planning-models';
import type { CommitmentStore } from '../models/commitment-store';
import type { HireProductView } from '../../../shared/models/product-view';

/** Units of one hire product free over a range of dates. */
export interface ProductAvailability {
  product: HireProductView;
  range: DateRange;
  free: Availability;
}

/** Units of one hire product free on each UK day of a run, against the quantity asked about. */
export interface ProductDays {
  product: HireProductView;
  quantity: number;
  days: Array<{ day: string; available: number }>;
}

/** How many units of a hire product are free over a range of dates (a hire's, within the ceilings). */
export function availabilityQueries(
  { ProductView }: PlanningModels,
  commitments: CommitmentStore,
  ceilings: HireCeilings,
) {
  const rangeSchema = hireDateRangeSchemaFor(ceilings);
  const hireProduct = async (slug: string): Promise<HireProductView> => {
    const product = await ProductView.findOne({ slug, deleted: false, isHireItem: true }).lean<HireProductView>();
    if (!product) throw new NotFound('Hire Equipment Not Found');
    return product;
  };

  return {
    /** For anyone: a hire product by slug over the dates asked (ISO strings, checked here). */
    async productAvailability(input: { slug: string; start: unknown; end: unknown }): Promise<ProductAvailability> {
      const range = parseInput(rangeSchema, { start: input.start, end: input.end });
      const product = await hireProduct(input.slug);
      return { product, range, free: await commitments.availabilityOf(product, range) };
    },

    /**
     * For anyone: a hire product's free units on each UK day of a month (or from/to), what a date
     * picker greys out. A day's figure is the range answer for a one-day hire of it.
     */
    async productDays(input: {
      slug: string;
      month?: unknown;
      from?: unknown;
      to?: unknown;
      quantity?: unknown;
    }): Promise<ProductDays> {
      const { from, to, quantity } = parseInput(hireDayAvailabilitySchema, {
        month: input.month,
        from: input.from,
        to: input.to,
        quantity: input.quantity,
      });
      const product = await hireProduct(input.slug);
      const days = daysFrom(from, to);
      const free = await commitments.freeDaysOf(product, days);
      return { product, quantity, days: days.map((day, i) => ({ day, available: free[i] })) };
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
