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

/** Newsletter answers (storefront 7, 8) and the Mailchimp panel's rules (admin 5). */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing to our newsletter!',
  alreadySubscribed: "You're already subscribed to our newsletter!",
  apiKeyRequired: 'API key is required',
  apiKeyShape: 'API key must include a hyphen (format: string-serverPrefix)',
  listIdRequired: 'List ID is required for newsletter signup to work',
  subscriberRequired: 'List ID and email are required',
  segmentRequired: 'List ID and segment name are required',
} as const;

const N = NEWSLETTER_MESSAGES;

/** Mailchimp keys end in their data centre, e.g. "abc123-us21": the server prefix. */
export const serverPrefixOf = (apiKey: string): string => apiKey.slice(apiKey.lastIndexOf('-') + 1);

export const mailchimpSettingsSchema = z.object({
  apiKey: z
    .string({ error: N.apiKeyRequired })
    .trim()
    .min(1, { error: N.apiKeyRequired, abort: true })
    .regex(/^[^\s-]+-[a-z0-9]+$/i, N.apiKeyShape),
  defaultListId: z.string({ error: N.listIdRequired }).trim().min(1, N.listIdRequired),
});

export const mailchimpSegmentSchema = z.object({
  listId: z.string({ error: N.segmentRequired }).trim().min(1, N.segmentRequired),
  name: z.string({ error: N.segmentRequired }).trim().min(1, N.segmentRequired),
});

/** The "Subscription Failed" toast text for a failure message (storefront 8, Newsletter). */
export function newsletterFailureText(message: string): string {
  const lower = message.toLowerCase();
  if (lower.includes('not available') || lower.includes('not configured')) {
    return 'Newsletter subscription is not available at this time. Please try again later.';
  }
  if (lower.includes('already subscribed')) return 'This email is already subscribed to our newsletter.';
  if (lower.includes('valid email')) return 'Please enter a valid email address.';
  if (message.includes('API') || lower.includes('key')) {
    return 'Newsletter subscription service is temporarily unavailable. Please try again later.';
  }
  return 'Unable to subscribe at this time. Please try again later or contact us directly.';
}
