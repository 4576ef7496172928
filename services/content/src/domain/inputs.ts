import { z } from 'zod';

/** Server-only input rules; the category, news, contact and waitlist rules are in @shop/contracts. */
export const MAX_NEWS_LIMIT = 50;

/** A limit above the most a page may take is clamped to it, as list APIs usually do, not refused. */
export const newsLimitSchema = z
  .number()
  .int()
  .min(1, 'limit must be at least 1')
  .transform((limit) => Math.min(limit, MAX_NEWS_LIMIT))
  .nullish();
