import { z } from 'zod';
import { EMAIL_INVALID, EMAIL_REQUIRED, optionalText } from './fields';

/** Storefront spec 5: text, at-sign, text, dot, text, with no spaces. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Newsletter signup: an email, and the name split into optional first and last names. */
export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, { error: EMAIL_REQUIRED, abort: true })
    .regex(NEWSLETTER_EMAIL_PATTERN, EMAIL_INVALID),
  firstName: optionalText,
  lastName: optionalText,
});

export type NewsletterSubscribe = z.output<typeof newsletterSubscribeSchema>;
