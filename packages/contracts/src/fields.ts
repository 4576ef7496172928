import { z } from 'zod';

/** Building blocks the rule modules share. */

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';

/** Free text that may be left out: blank or absent becomes null. */
export const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * The longest text each kind of field a shopper types takes, in characters (an email address at most
 * 254, as SMTP allows): room for real people, never unbounded, since each is stored, emailed and
 * carried in events.
 */
export const TEXT_MAX = {
  name: 100,
  email: 254,
  phone: 30,
  /** A card number, an expiry date, a CVV. */
  code: 30,
  address: 300,
  subject: 200,
  notes: 2_000,
} as const;

/** "Name must be at most 100 characters". */
export const tooLongMessage = (label: string, max: number): string => `${label} must be at most ${max} characters`;

/** Optional free text of at most `max` characters (after trimming); blank or absent becomes null. */
export const optionalTextUpTo = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

/** Trimmed text of at least `min` characters; absent or not text gets the same message. */
export const minText = (min: number, message: string) => z.string({ error: message }).trim().min(min, message);

/** Trimmed text of `min` to `max` characters, e.g. a name: at least 2, at most TEXT_MAX.name. */
export const boundedText = (min: number, message: string, max: number, label: string) =>
  minText(min, message).max(max, tooLongMessage(label, max));

/** A yes/no that defaults to `fallback` when left out. */
export const optionalFlag = (fallback: boolean) =>
  z
    .boolean()
    .nullish()
    .transform((v) => v ?? fallback);

/** An email address as accounts keep it: trimmed, lower-case, at most 254 characters. */
export const emailAddress = z
  .string({ error: EMAIL_INVALID })
  .trim()
  .toLowerCase()
  .max(TEXT_MAX.email, EMAIL_INVALID)
  .pipe(z.email(EMAIL_INVALID));

/** A client's Idempotency-Key header: a retry sending the same one answers the first result. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(200, 'Idempotency-Key must be at most 200 characters')
  .nullish();
