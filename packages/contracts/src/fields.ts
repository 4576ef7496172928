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

/** Trimmed text of at least `min` characters; absent or not text gets the same message. */
export const minText = (min: number, message: string) => z.string({ error: message }).trim().min(min, message);

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
  .max(254, EMAIL_INVALID)
  .pipe(z.email(EMAIL_INVALID));

/** A client's Idempotency-Key header: a retry sending the same one answers the first result. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(200, 'Idempotency-Key must be at most 200 characters')
  .nullish();
