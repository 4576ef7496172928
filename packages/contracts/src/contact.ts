import { z } from 'zod';
import {
  EMAIL_INVALID,
  TEXT_MAX,
  boundedText,
  emailAddress,
  minText,
  optionalFlag,
  optionalTextUpTo,
  tooLongMessage,
} from './fields';

/** "Message must be at most 2000 characters.": the contact form's messages end with a full stop. */
const tooLong = (label: string, max: number) => `${tooLongMessage(label, max)}.`;

/** Contact form (storefront spec 5); its messages end with a full stop, unlike the others. */
export const contactMessageInputSchema = z.object({
  name: minText(2, 'Name must be at least 2 characters.').max(TEXT_MAX.name, tooLong('Name', TEXT_MAX.name)),
  email: z
    .string({ error: `${EMAIL_INVALID}.` })
    .trim()
    .max(TEXT_MAX.email, tooLong('Email', TEXT_MAX.email))
    .pipe(z.email(`${EMAIL_INVALID}.`)),
  subject: minText(5, 'Subject must be at least 5 characters.').max(
    TEXT_MAX.subject,
    tooLong('Subject', TEXT_MAX.subject),
  ),
  message: minText(10, 'Message must be at least 10 characters.').max(
    TEXT_MAX.notes,
    tooLong('Message', TEXT_MAX.notes),
  ),
});

export const CONTACT_THANK_YOU = 'Thank you for your message. We will get back to you soon!';

export const waitlistInputSchema = z.object({
  fullName: boundedText(2, 'Name must be at least 2 characters', TEXT_MAX.name, 'Name'),
  email: emailAddress,
  interests: optionalTextUpTo(TEXT_MAX.notes, 'Interests'),
  marketingConsent: optionalFlag(false),
});
