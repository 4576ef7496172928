import { z } from 'zod';
import { emailAddress, minText } from './fields';

/** Account rules from the storefront spec, section 5 (login, register) and the profile form. */
const username = minText(3, 'Username must be at least 3 characters').max(50, 'Username must be at most 50 characters');

// Not trimmed: spaces are part of a password. The upper bound keeps hashing cheap.
const password = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');

const fullName = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(100, 'Full name must be at most 100 characters');

/** Optional profile text: absent keeps the value, empty or null clears it. */
const clearableText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

export const registerInputSchema = z.object({ username, email: emailAddress, fullName, password });
export type RegisterInput = z.output<typeof registerInputSchema>;

export const loginInputSchema = z.object({ username, password });
export type LoginInput = z.output<typeof loginInputSchema>;

/** A signed-in customer's new password; their other sessions end with the change. */
export const changePasswordInputSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: password,
});
export type ChangePasswordInput = z.output<typeof changePasswordInputSchema>;

/** Email and full name can change but not be cleared; the address fields can be cleared. */
export const profileInputSchema = z.object({
  email: emailAddress.optional(),
  fullName: fullName.optional(),
  address: clearableText('Address', 200),
  city: clearableText('City', 100),
  state: clearableText('State', 100),
  postalCode: clearableText('Postal code', 20),
  country: clearableText('Country', 100),
  phone: clearableText('Phone', 30),
});
export type ProfileInput = z.output<typeof profileInputSchema>;
