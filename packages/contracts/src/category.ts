import { z } from 'zod';
import { minText, optionalText } from './fields';

/** Category form rules (admin spec 5). */
export const categorySlugSchema = z
  .string({ error: 'Slug must be at least 2 characters' })
  .trim()
  .toLowerCase()
  .min(2, 'Slug must be at least 2 characters')
  .max(100, 'Slug must be at most 100 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may only contain lower-case letters, numbers and single hyphens');

export const categoryInputSchema = z.object({
  name: minText(2, 'Name must be at least 2 characters').max(100, 'Name must be at most 100 characters'),
  slug: categorySlugSchema,
  description: optionalText,
  parentId: z
    .number()
    .int()
    .positive('Parent category must be a category id')
    .nullish()
    .transform((v) => v ?? null),
});

/** PATCH: every field optional, same rules for the ones present. */
export const categoryPatchSchema = categoryInputSchema.partial();

export type CategoryInput = z.output<typeof categoryInputSchema>;
export type CategoryPatch = z.output<typeof categoryPatchSchema>;
