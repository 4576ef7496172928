import { z } from 'zod';
import { DELIVERY_COUNTRY, PAYMENT_METHODS } from './checkout-options';
import { EMAIL_INVALID, TEXT_MAX, boundedText, emailAddress, optionalFlag, optionalTextUpTo } from './fields';

/** Checkout form messages (storefront spec 5). */
export const CHECKOUT_MESSAGES = {
  email: EMAIL_INVALID,
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  address: 'Address must be at least 5 characters',
  city: 'City must be at least 2 characters',
  state: 'State must be at least 2 characters',
  postalCode: 'Postal code must be at least 5 characters',
  country: 'We only deliver within the United Kingdom',
  phone: 'Phone number must be at least 10 digits',
  paymentMethod: 'Please choose a payment method',
  termsAccepted: 'You must accept the terms and conditions',
} as const;

const M = CHECKOUT_MESSAGES;

// Names a shopper may type for the UK; all are stored as DELIVERY_COUNTRY.
const UK_NAMES = new Set(['united kingdom', 'uk', 'great britain', 'gb']);

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** The delivery country: blank means the UK; any other country is refused (storefront spec 9). */
export const deliveryCountry = z
  .string({ error: M.country })
  .trim()
  .default(DELIVERY_COUNTRY)
  .refine((country) => UK_NAMES.has(country.toLowerCase()), M.country)
  .transform(() => DELIVERY_COUNTRY);

// Labelled optional in the spec, yet checked for length: read as optional, but at least 10 digits when given.
export const phoneNumber = optionalTextUpTo(TEXT_MAX.phone, 'Phone number').refine(
  (phone) => phone === null || digitCount(phone) >= 10,
  M.phone,
);

/** The delivery address's lines as the checkout form and the order take them: the spec's least, and a most. */
export const addressFields = {
  address: boundedText(5, M.address, TEXT_MAX.address, 'Address'),
  city: boundedText(2, M.city, TEXT_MAX.address, 'City'),
  state: boundedText(2, M.state, TEXT_MAX.address, 'State'),
  postalCode: boundedText(5, M.postalCode, TEXT_MAX.address, 'Postal code'),
};

/** A person's first or last name: at least 2 characters, at most TEXT_MAX.name. */
const personName = (message: string, label: string) => boundedText(2, message, TEXT_MAX.name, label);

/**
 * The checkout form: the spec's fields but its card ones. A card (or PayPal) is given on Stripe's payment page once
 * the order is placed, never on the shop's own pages (docs/spec-readings.md).
 */
export const checkoutFormSchema = z.object({
  email: emailAddress,
  firstName: personName(M.firstName, 'First name'),
  lastName: personName(M.lastName, 'Last name'),
  ...addressFields,
  // The spec's form defaults to the United States; this shop only delivers in the UK.
  country: deliveryCountry,
  phone: phoneNumber,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: M.paymentMethod }),
  sameAsShipping: optionalFlag(true),
  orderNotes: optionalTextUpTo(TEXT_MAX.notes, 'Order notes'),
  newsletter: optionalFlag(false),
  termsAccepted: z.literal(true, { error: M.termsAccepted }),
});

export type CheckoutForm = z.output<typeof checkoutFormSchema>;
