import { z } from 'zod';
import { EMAIL_INVALID, emailAddress, minText, optionalFlag, optionalText } from './fields';

/** Contact form (storefront spec 5); its messages end with a full stop, unlike the others. */
export const contactMessageInputSchema = z.object({
  name: minText(2, 'Name must be at least 2 characters.'),
  email: z
    .string({ error: `${EMAIL_INVALID}.` })
    .trim()
    .pipe(z.email(`${EMAIL_INVALID}.`)),
  subject: minText(5, 'Subject must be at least 5 characters.'),
  message: minText(10, 'Message must be at least 10 characters.').max(5000, 'Message must be at most 5000 characters.'),
});

export const CONTACT_THANK_YOU = 'Thank you for your message. We will get back to you soon!';

export const waitlistInputSchema = z.object({
  fullName: minText(2, 'Name must be at least 2 characters'),
  email: emailAddress,
  interests: optionalText,
  marketingConsent: optionalFlag(false),
});
