import { z } from 'zod';

/** Server-only input rules; the category, news, contact and waitlist rules are in @shop/contracts. */
export const newsLimitSchema = z
  .number()
  .int()
  .min(1, 'limit must be at least 1')
  .max(50, 'limit must be at most 50')
  .nullish();
