import { z } from 'zod';
import { BUSINESS_IDENTITY } from './business';
import { letterheadFields, type BusinessLetterhead } from './business-letterhead';

/** Email notification settings (admin spec 3, 5, 9), with the spec's messages and this business's wording. */
/** Why the mail log's Retry refuses an email: only a failed one is sent again. */
export const EMAIL_LOG_MESSAGES = {
  notFound: 'No email with that id',
  stillQueued: 'This email is still queued to send; only a failed email can be retried',
  alreadySent: 'This email has been sent; only a failed email can be retried',
} as const;

export const EMAIL_SETTINGS_MESSAGES = {
  host: 'SMTP server is required',
  port: 'Port must be a positive whole number',
  user: 'Username is required',
  pass: 'Password is required',
  passForNewServer: 'Enter the password again: the SMTP server, port or username has changed',
  from: 'Valid from email is required',
  to: 'Valid to email is required',
  footerContactEmail: 'Footer contact email must be a valid email address',
} as const;

/** The emails the shop sends, each with its own title and intro in the settings. */
export const EMAIL_KINDS = [
  'orderConfirmation',
  'orderShipped',
  'orderDelivered',
  'orderCancelled',
  'hireQuoteConfirmation',
  'hireQuoteApproved',
  'hireQuoteRejected',
  'hireQuoteCompleted',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const DEFAULT_EMAIL_WORDING: Record<EmailKind, { title: string; intro: string }> = {
  orderConfirmation: {
    title: 'Thank you for your order',
    intro: 'We have received your order and will let you know as soon as it is on its way.',
  },
  orderShipped: {
    title: 'Your order is on its way',
    intro: 'Good news: your order has left our Eastbourne warehouse.',
  },
  orderDelivered: {
    title: 'Your order has been delivered',
    intro: 'Your order has been delivered. We hope it sounds great.',
  },
  orderCancelled: {
    title: 'Your order has been cancelled',
    intro: 'Your order has been cancelled. If you did not expect this, please get in touch.',
  },
  hireQuoteConfirmation: {
    title: 'We have your hire quote request',
    intro: 'Thank you for your hire enquiry. Our hire desk will reply with a quote within 24 hours.',
  },
  hireQuoteApproved: {
    title: 'Your hire quote is approved',
    intro: 'Good news: the equipment you asked for is booked for your dates. We will be in touch about delivery.',
  },
  hireQuoteRejected: {
    title: 'About your hire quote request',
    intro: 'We are sorry, but we cannot supply this hire for your dates. Please call us to talk about alternatives.',
  },
  hireQuoteCompleted: {
    title: 'Thank you for hiring with us',
    intro: 'Your hire is complete and the equipment is back with us. We hope your event went brilliantly.',
  },
};

const email = (message: string) => z.string({ error: message }).trim().pipe(z.email(message));
const text = (fallback: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => v || fallback);
const toggle = z
  .boolean()
  .nullish()
  .transform((v) => v ?? true);

const wordingFields = Object.fromEntries(
  EMAIL_KINDS.flatMap((kind) => [
    [`${kind}Title`, text(DEFAULT_EMAIL_WORDING[kind].title)],
    [`${kind}Intro`, text(DEFAULT_EMAIL_WORDING[kind].intro)],
  ]),
) as Record<`${EmailKind}${'Title' | 'Intro'}`, ReturnType<typeof text>>;

/**
 * The settings form. A blank password keeps the stored one when settings exist (the service
 * decides, as only it knows), so here it is optional.
 */
export const emailSettingsSchema = z.object({
  host: z.string({ error: EMAIL_SETTINGS_MESSAGES.host }).trim().min(1, EMAIL_SETTINGS_MESSAGES.host),
  port: z
    .number({ error: EMAIL_SETTINGS_MESSAGES.port })
    .int(EMAIL_SETTINGS_MESSAGES.port)
    .min(1, EMAIL_SETTINGS_MESSAGES.port)
    .max(65_535, EMAIL_SETTINGS_MESSAGES.port)
    .nullish()
    .transform((v) => v ?? 587),
  secure: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  user: z.string({ error: EMAIL_SETTINGS_MESSAGES.user }).trim().min(1, EMAIL_SETTINGS_MESSAGES.user),
  pass: z
    .string()
    .nullish()
    .transform((v) => v || null),
  from: email(EMAIL_SETTINGS_MESSAGES.from),
  to: email(EMAIL_SETTINGS_MESSAGES.to),
  rejectUnauthorized: toggle,
  sendCustomerOrderConfirmation: toggle,
  sendCustomerOrderStatusUpdates: toggle,
  sendCustomerHireQuoteConfirmation: toggle,
  sendCustomerHireQuoteStatusUpdates: toggle,
  footerCompanyName: text(BUSINESS_IDENTITY.name),
  footerAddress: text(BUSINESS_IDENTITY.address),
  footerContactEmail: z
    .string()
    .trim()
    .max(2000, EMAIL_SETTINGS_MESSAGES.footerContactEmail)
    .nullish()
    .transform((v) => v || BUSINESS_IDENTITY.email)
    .pipe(z.email(EMAIL_SETTINGS_MESSAGES.footerContactEmail)),
  footerPhone: letterheadFields.phone,
  footerVatNumber: letterheadFields.vatNumber,
  footerCompanyNumber: letterheadFields.companyNumber,
  ...wordingFields,
});

export type EmailSettingsInput = z.output<typeof emailSettingsSchema>;

/** The settings a fresh shop starts from: the form's prefill, and what emails are planned with until saved. */
export const DEFAULT_EMAIL_SETTINGS = emailSettingsSchema.parse({
  host: 'smtp.example.com',
  user: 'user',
  from: 'noreply@soundhirepro.co.uk',
  to: 'support@soundhirepro.co.uk',
});

/** The letterhead the settings' footer fields make: the one source of every email's footer and every quote PDF's. */
export const letterheadOf = (
  settings: Pick<EmailSettingsInput, 'footerCompanyName' | 'footerAddress' | 'footerContactEmail'> &
    Partial<Pick<EmailSettingsInput, 'footerPhone' | 'footerVatNumber' | 'footerCompanyNumber'>>,
): BusinessLetterhead => ({
  name: settings.footerCompanyName,
  address: settings.footerAddress,
  email: settings.footerContactEmail,
  phone: settings.footerPhone ?? null,
  vatNumber: settings.footerVatNumber ?? null,
  companyNumber: settings.footerCompanyNumber ?? null,
});

/** How a stored password is shown: never the password itself. */
export const MASKED_PASSWORD = '********';
