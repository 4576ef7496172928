import { z } from 'zod';

/** Input rules from the admin spec (section 5) and the storefront spec (contact). */
const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null));

export const slugSchema = z
  .string({ error: 'Slug must be at least 2 characters' })
  .trim()
  .toLowerCase()
  .min(2, 'Slug must be at least 2 characters')
  .max(100, 'Slug must be at most 100 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may only contain lower-case letters, numbers and single hyphens');

export const categoryInputSchema = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters'),
  slug: slugSchema,
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

export const newsItemInputSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title is too long'),
  content: z.string({ error: 'Content is required' }).trim().min(1, 'Content is required'),
  imageUrl: optionalText.pipe(z.url('Image URL must be a valid URL').nullable()),
  isActive: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
});

export type NewsItemInput = z.output<typeof newsItemInputSchema>;

export const contactMessageInputSchema = z.object({
  name: z.string({ error: 'Name must be at least 2 characters.' }).trim().min(2, 'Name must be at least 2 characters.'),
  email: z
    .string({ error: 'Please enter a valid email address.' })
    .trim()
    .pipe(z.email('Please enter a valid email address.')),
  subject: z
    .string({ error: 'Subject must be at least 5 characters.' })
    .trim()
    .min(5, 'Subject must be at least 5 characters.'),
  message: z
    .string({ error: 'Message must be at least 10 characters.' })
    .trim()
    .min(10, 'Message must be at least 10 characters.')
    .max(5000, 'Message must be at most 5000 characters.'),
});

export const CONTACT_THANK_YOU = 'Thank you for your message. We will get back to you soon!';

export const waitlistInputSchema = z.object({
  fullName: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters'),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address')),
  interests: optionalText,
  marketingConsent: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});

export const newsLimitSchema = z
  .number()
  .int()
  .min(1, 'limit must be at least 1')
  .max(50, 'limit must be at most 50')
  .nullish();
