import { z } from 'zod';

/** Category, news, contact and waitlist rules live in @shop/contracts, shared with the forms. */
export {
  categoryInputSchema,
  categoryPatchSchema,
  newsItemInputSchema,
  contactMessageInputSchema,
  waitlistInputSchema,
  CONTACT_THANK_YOU,
} from '@shop/contracts';

export const newsLimitSchema = z
  .number()
  .int()
  .min(1, 'limit must be at least 1')
  .max(50, 'limit must be at most 50')
  .nullish();
