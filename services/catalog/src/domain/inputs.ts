import { z } from 'zod';

/** Server-only input rules; the product and hire rules the forms share are in @shop/contracts. */

/** Every problem as '<field>: <message>', for import reports that list them all. */
export function issueMessages(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
}

/** Every problem of an input, or none. */
export function inputProblems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : issueMessages(result.error);
}

export const searchSchema = z
  .string()
  .trim()
  .max(100, 'Search must be at most 100 characters')
  .nullish()
  .transform((v) => (v ? v : null));

export const categoryFilterSchema = z.number().int().positive('categoryId must be a category id').nullish();

/** A listing by the category's slug, as a page's address names it: an unknown slug lists nothing. */
export const categorySlugFilterSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(100, 'categorySlug must be at most 100 characters')
  .nullish()
  .transform((v) => (v ? v : null));
