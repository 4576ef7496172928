import type { z } from 'zod';
import {
  CHECKOUT_MESSAGES,
  DELIVERY_COUNTRY,
  HIRE_QUOTE_MESSAGES,
  checkoutFormSchema,
  hireQuoteRequestSchema,
  newsletterSubscribeSchema,
  ukCalendarDay,
} from '../src';

/** The first message per field, as a form shows it. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

describe('checkout form (storefront spec 5, 9)', () => {
  const valid = {
    email: ' Sam@Example.co.uk ',
    firstName: 'Sam',
    lastName: 'Rivers',
    address: '12 Marine Parade',
    city: 'Eastbourne',
    state: 'East Sussex',
    postalCode: 'BN21 3AA',
    paymentMethod: 'credit-card',
    termsAccepted: true,
  };

  it('accepts a complete form, delivering to the United Kingdom by default', () => {
    expect(checkoutFormSchema.parse(valid)).toMatchObject({
      email: 'sam@example.co.uk',
      country: DELIVERY_COUNTRY,
      phone: null,
      sameAsShipping: true,
      newsletter: false,
      orderNotes: null,
    });
    expect(DELIVERY_COUNTRY).toBe('United Kingdom');
    expect(checkoutFormSchema.parse({ ...valid, country: 'uk' }).country).toBe('United Kingdom');
  });

  it('answers each field with the spec message', () => {
    expect(messages(checkoutFormSchema, {})).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      address: 'Address must be at least 5 characters',
      city: 'City must be at least 2 characters',
      state: 'State must be at least 2 characters',
      postalCode: 'Postal code must be at least 5 characters',
      paymentMethod: CHECKOUT_MESSAGES.paymentMethod,
      termsAccepted: 'You must accept the terms and conditions',
    });
    expect(messages(checkoutFormSchema, { ...valid, firstName: ' S ', termsAccepted: false })).toEqual({
      firstName: 'First name must be at least 2 characters',
      termsAccepted: 'You must accept the terms and conditions',
    });
  });

  it('delivers only in the UK', () => {
    expect(messages(checkoutFormSchema, { ...valid, country: 'France' })).toEqual({
      country: 'We only deliver within the United Kingdom',
    });
  });

  it('takes the phone as optional, but with at least 10 digits when given', () => {
    expect(checkoutFormSchema.parse({ ...valid, phone: '' }).phone).toBeNull();
    expect(checkoutFormSchema.parse({ ...valid, phone: '01323 555 010' }).phone).toBe('01323 555 010');
    expect(messages(checkoutFormSchema, { ...valid, phone: '01323 55' })).toEqual({
      phone: 'Phone number must be at least 10 digits',
    });
  });

  it('takes only card or PayPal payment', () => {
    expect(checkoutFormSchema.parse({ ...valid, paymentMethod: 'paypal' }).paymentMethod).toBe('paypal');
    expect(messages(checkoutFormSchema, { ...valid, paymentMethod: 'cheque' })).toEqual({
      paymentMethod: CHECKOUT_MESSAGES.paymentMethod,
    });
  });
});

describe('hire quote request (storefront spec 5)', () => {
  const now = new Date('2026-06-10T09:00:00Z');
  const valid = {
    customerName: 'Alex Moore',
    customerEmail: 'alex@example.co.uk',
    startDate: '2026-06-11T00:00:00.000Z',
    endDate: '2026-06-13T00:00:00.000Z',
  };

  beforeEach(() => jest.useFakeTimers().setSystemTime(now));
  afterEach(() => jest.useRealTimers());

  it('accepts ISO strings or dates and fills the defaults', () => {
    expect(hireQuoteRequestSchema.parse(valid)).toEqual({
      ...valid,
      startDate: new Date(valid.startDate),
      endDate: new Date(valid.endDate),
      customerPhone: null,
      deliveryRequired: false,
      installationRequired: false,
      deliveryAddress: null,
      deliveryCity: null,
      deliveryPostalCode: null,
      additionalNotes: null,
    });
    expect(
      hireQuoteRequestSchema.safeParse({ ...valid, startDate: now, endDate: new Date(valid.endDate) }).success,
    ).toBe(true);
  });

  it('requires a name of at least 2 characters and a valid email', () => {
    expect(messages(hireQuoteRequestSchema, { ...valid, customerName: ' ', customerEmail: '' })).toEqual({
      customerName: 'Name is required',
      customerEmail: 'Email is required',
    });
    expect(messages(hireQuoteRequestSchema, { ...valid, customerName: 'A', customerEmail: 'alex@' })).toEqual({
      customerName: 'Name must be at least 2 characters',
      customerEmail: 'Invalid email address',
    });
  });

  it('requires both dates, and real ones', () => {
    expect(messages(hireQuoteRequestSchema, { ...valid, startDate: '', endDate: undefined })).toEqual({
      startDate: HIRE_QUOTE_MESSAGES.startDate,
      endDate: HIRE_QUOTE_MESSAGES.endDate,
    });
    expect(messages(hireQuoteRequestSchema, { ...valid, endDate: '31/06/2026' })).toEqual({
      endDate: 'Invalid date format. Please select valid dates.',
    });
  });

  it('refuses a start in the past but takes today, counted in UK days', () => {
    expect(messages(hireQuoteRequestSchema, { ...valid, startDate: '2026-06-09T12:00:00Z' })).toEqual({
      startDate: 'Start date cannot be in the past',
    });
    // Midnight of 10 June in London is still 9 June in UTC.
    expect(hireQuoteRequestSchema.safeParse({ ...valid, startDate: '2026-06-09T23:00:00Z' }).success).toBe(true);
    expect(ukCalendarDay(new Date('2026-06-09T23:00:00Z'))).toBe('2026-06-10');
  });

  it('wants the end after the start', () => {
    expect(messages(hireQuoteRequestSchema, { ...valid, endDate: valid.startDate })).toEqual({
      endDate: 'End date must be after start date',
    });
  });

  it('needs the address, city and postal code when delivery is requested', () => {
    const message = 'Delivery address details are required when delivery is requested';
    expect(messages(hireQuoteRequestSchema, { ...valid, deliveryRequired: true, deliveryCity: 'Lewes' })).toEqual({
      deliveryAddress: message,
      deliveryPostalCode: message,
    });
    const delivered = { deliveryAddress: '1 High St', deliveryCity: 'Lewes', deliveryPostalCode: 'BN7 2AA' };
    expect(hireQuoteRequestSchema.safeParse({ ...valid, deliveryRequired: true, ...delivered }).success).toBe(true);
    expect(hireQuoteRequestSchema.safeParse({ ...valid, deliveryRequired: false }).success).toBe(true);
  });
});

describe('newsletter signup (storefront spec 5)', () => {
  it('requires an email shaped text@text.text without spaces', () => {
    expect(messages(newsletterSubscribeSchema, {})).toEqual({ email: 'Email is required' });
    expect(messages(newsletterSubscribeSchema, { email: '  ' })).toEqual({ email: 'Email is required' });
    for (const email of ['sam@example', 'sam @example.com', 'sam.example.com']) {
      expect(messages(newsletterSubscribeSchema, { email })).toEqual({ email: 'Please enter a valid email address' });
    }
    expect(newsletterSubscribeSchema.parse({ email: ' sam@example.co.uk ', firstName: 'Sam', lastName: '' })).toEqual({
      email: 'sam@example.co.uk',
      firstName: 'Sam',
      lastName: null,
    });
  });
});
