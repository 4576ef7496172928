import type { z } from 'zod';
import {
  DEFAULT_HIRE_CEILINGS,
  TEXT_MAX,
  addUkDays,
  checkoutFormSchema,
  contactMessageInputSchema,
  eventCatalog,
  hireDateRangeSchema,
  hireDateRangeSchemaFor,
  hireQuoteDraftSchema,
  hireQuoteRequestSchema,
  hireQuoteRequestSchemaFor,
  hireTooFarAheadMessage,
  hireTooLongMessage,
  lastsTooLong,
  orderPayloadSchema,
  startsTooFarAhead,
  ukCalendarDay,
  waitlistInputSchema,
} from '../src';

/** Every message per field, as the service's 400 names the first. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

const text = (length: number) => 'x'.repeat(length);
const today = () => ukCalendarDay(new Date());
const ahead = (days: number) => addUkDays(today(), days);

describe('the hire ceilings (366 days long, 2 years ahead by default)', () => {
  it('words the limits for the shopper', () => {
    expect(hireTooLongMessage(DEFAULT_HIRE_CEILINGS)).toBe('A hire can last at most 366 days');
    expect(hireTooFarAheadMessage(DEFAULT_HIRE_CEILINGS)).toBe('A hire can start at most 2 years ahead');
    expect(hireTooFarAheadMessage({ maxDays: 366, maxDaysAhead: 365 })).toBe('A hire can start at most 1 year ahead');
    expect(hireTooFarAheadMessage({ maxDays: 366, maxDaysAhead: 90 })).toBe('A hire can start at most 90 days ahead');
  });

  it('counts UK calendar days, up to the ceiling and not past it', () => {
    // 2028 is a leap year: 1 March 2027 to 1 March 2028 is 366 days.
    expect(lastsTooLong('2027-03-01', '2028-03-01', DEFAULT_HIRE_CEILINGS)).toBe(false);
    expect(lastsTooLong('2027-03-01', '2028-03-02', DEFAULT_HIRE_CEILINGS)).toBe(true);
    expect(lastsTooLong('2026-12-01', '9999-12-31', DEFAULT_HIRE_CEILINGS)).toBe(true);
    expect(startsTooFarAhead('2028-11-28', '2026-11-29', DEFAULT_HIRE_CEILINGS)).toBe(false);
    expect(startsTooFarAhead('2028-11-29', '2026-11-29', DEFAULT_HIRE_CEILINGS)).toBe(true);
  });

  it('refuses days past year 9999 rather than misreading them', () => {
    expect(lastsTooLong('2027-01-01', '+010000-01-01', DEFAULT_HIRE_CEILINGS)).toBe(true);
    expect(startsTooFarAhead('10000-01-01', '2026-11-29', DEFAULT_HIRE_CEILINGS)).toBe(true);
  });

  describe('on a quote request', () => {
    const request = (startDate: string, endDate: string) => ({
      customerName: 'Alex Moore',
      customerEmail: 'alex@example.co.uk',
      startDate,
      endDate,
    });

    it('refuses tomorrow to 31 December 9999, naming endDate', () => {
      expect(messages(hireQuoteRequestSchema, request(ahead(1), '9999-12-31'))).toEqual({
        endDate: ['A hire can last at most 366 days'],
      });
    });

    it('takes 366 days and a start 730 days ahead, and refuses a day more of either', () => {
      expect(hireQuoteRequestSchema.safeParse(request(ahead(1), ahead(367))).success).toBe(true);
      expect(messages(hireQuoteRequestSchema, request(ahead(1), ahead(368)))).toEqual({
        endDate: ['A hire can last at most 366 days'],
      });
      expect(hireQuoteRequestSchema.safeParse(request(ahead(730), ahead(731))).success).toBe(true);
      expect(messages(hireQuoteRequestSchema, request(ahead(731), ahead(732)))).toEqual({
        startDate: ['A hire can start at most 2 years ahead'],
      });
    });

    it('applies the ceilings it is built with', () => {
      const schema = hireQuoteRequestSchemaFor({ maxDays: 7, maxDaysAhead: 30 });
      expect(messages(schema, request(ahead(1), ahead(9)))).toEqual({ endDate: ['A hire can last at most 7 days'] });
      expect(messages(schema, request(ahead(31), ahead(32)))).toEqual({
        startDate: ['A hire can start at most 30 days ahead'],
      });
    });
  });

  it('bounds an availability question the same way, naming start or end', () => {
    const range = (start: string, end: string) => ({ start, end });
    expect(hireDateRangeSchema.safeParse(range(ahead(1), ahead(367))).success).toBe(true);
    expect(messages(hireDateRangeSchema, range(ahead(1), '9999-12-31'))).toEqual({
      end: ['A hire can last at most 366 days'],
    });
    expect(messages(hireDateRangeSchema, range(ahead(731), ahead(733)))).toEqual({
      start: ['A hire can start at most 2 years ahead'],
    });
    expect(messages(hireDateRangeSchemaFor({ maxDays: 3, maxDaysAhead: 730 }), range(ahead(1), ahead(5)))).toEqual({
      end: ['A hire can last at most 3 days'],
    });
  });

  it("bounds the desk's draft, naming startDate or endDate", () => {
    const draft = (startDate: string, endDate: string) => ({ startDate, endDate, hireLines: [] });
    expect(hireQuoteDraftSchema.safeParse(draft(ahead(10), ahead(376))).success).toBe(true);
    expect(messages(hireQuoteDraftSchema, draft(ahead(10), ahead(377)))).toEqual({
      endDate: ['A hire can last at most 366 days'],
    });
    expect(messages(hireQuoteDraftSchema, draft(ahead(731), ahead(735)))).toEqual({
      startDate: ['A hire can start at most 2 years ahead'],
    });
    expect(messages(hireQuoteDraftSchema, draft(ahead(12), ahead(10)))).toEqual({
      endDate: ['End date must be after start date'],
    });
  });
});

describe('free text has a most', () => {
  /** At the most it is taken; one character more is refused with the field's own message. */
  function expectCeiling(
    schema: z.ZodType,
    valid: Record<string, unknown>,
    field: string,
    max: number,
    message: string,
  ) {
    expect(messages(schema, { ...valid, [field]: text(max) })[field]).toBeUndefined();
    expect(messages(schema, { ...valid, [field]: text(max + 1) })[field]).toEqual([message]);
  }
  const emailOf = (length: number) => `${text(length - '@example.co.uk'.length)}@example.co.uk`;

  it('sets the most for each kind of field', () => {
    expect(TEXT_MAX).toMatchObject({ name: 100, email: 254, phone: 30, address: 300, notes: 2_000 });
  });

  it('on a hire quote request', () => {
    const valid = {
      customerName: 'Alex Moore',
      customerEmail: 'alex@example.co.uk',
      startDate: ahead(1),
      endDate: ahead(3),
    };
    expectCeiling(hireQuoteRequestSchema, valid, 'customerName', 100, 'Name must be at most 100 characters');
    expectCeiling(hireQuoteRequestSchema, valid, 'customerPhone', 30, 'Phone must be at most 30 characters');
    expectCeiling(
      hireQuoteRequestSchema,
      valid,
      'deliveryAddress',
      300,
      'Delivery address must be at most 300 characters',
    );
    expectCeiling(hireQuoteRequestSchema, valid, 'deliveryCity', 300, 'Delivery city must be at most 300 characters');
    expectCeiling(
      hireQuoteRequestSchema,
      valid,
      'deliveryPostalCode',
      300,
      'Delivery postal code must be at most 300 characters',
    );
    expectCeiling(
      hireQuoteRequestSchema,
      valid,
      'additionalNotes',
      2_000,
      'Additional notes must be at most 2000 characters',
    );
    expect(hireQuoteRequestSchema.safeParse({ ...valid, customerEmail: emailOf(254) }).success).toBe(true);
    expect(messages(hireQuoteRequestSchema, { ...valid, customerEmail: emailOf(255) }).customerEmail).toContain(
      'Email must be at most 254 characters',
    );
  });

  it('on a contact message', () => {
    const valid = { name: 'Jo', email: 'jo@example.co.uk', subject: 'Hire a PA', message: 'Is the PA free in June?' };
    expectCeiling(contactMessageInputSchema, valid, 'name', 100, 'Name must be at most 100 characters.');
    expectCeiling(contactMessageInputSchema, valid, 'subject', 200, 'Subject must be at most 200 characters.');
    expectCeiling(contactMessageInputSchema, valid, 'message', 2_000, 'Message must be at most 2000 characters.');
    expect(messages(contactMessageInputSchema, { ...valid, email: emailOf(255) }).email).toEqual([
      'Email must be at most 254 characters.',
    ]);
  });

  it('on a waitlist entry', () => {
    const valid = { fullName: 'Jo Bloggs', email: 'jo@example.co.uk' };
    expectCeiling(waitlistInputSchema, valid, 'fullName', 100, 'Name must be at most 100 characters');
    expectCeiling(waitlistInputSchema, valid, 'interests', 2_000, 'Interests must be at most 2000 characters');
  });

  it('on the checkout form', () => {
    const valid = {
      email: 'sam@example.co.uk',
      firstName: 'Sam',
      lastName: 'Rivers',
      address: '12 Marine Parade',
      city: 'Eastbourne',
      state: 'East Sussex',
      postalCode: 'BN21 3AA',
      paymentMethod: 'credit-card',
      termsAccepted: true,
    };
    expectCeiling(checkoutFormSchema, valid, 'firstName', 100, 'First name must be at most 100 characters');
    expectCeiling(checkoutFormSchema, valid, 'lastName', 100, 'Last name must be at most 100 characters');
    expectCeiling(checkoutFormSchema, valid, 'address', 300, 'Address must be at most 300 characters');
    expectCeiling(checkoutFormSchema, valid, 'city', 300, 'City must be at most 300 characters');
    expectCeiling(checkoutFormSchema, valid, 'state', 300, 'State must be at most 300 characters');
    expectCeiling(checkoutFormSchema, valid, 'postalCode', 300, 'Postal code must be at most 300 characters');
    expectCeiling(checkoutFormSchema, valid, 'orderNotes', 2_000, 'Order notes must be at most 2000 characters');
    expect(messages(checkoutFormSchema, { ...valid, phone: '0'.repeat(31) }).phone).toEqual([
      'Phone number must be at most 30 characters',
    ]);
  });

  it('on an order', () => {
    const valid = {
      total: 10,
      shippingAddress: '12 Marine Parade',
      shippingCity: 'Eastbourne',
      shippingState: 'East Sussex',
      shippingPostalCode: 'BN21 3AA',
      paymentMethod: 'paypal',
      items: [{ productId: 1, quantity: 1 }],
    };
    expectCeiling(orderPayloadSchema, valid, 'shippingAddress', 300, 'Address must be at most 300 characters');
    expectCeiling(orderPayloadSchema, valid, 'shippingCity', 300, 'City must be at most 300 characters');
    expectCeiling(orderPayloadSchema, valid, 'notes', 2_000, 'Notes must be at most 2000 characters');
    // The shop sends "first last": two names at their most and the space.
    expectCeiling(orderPayloadSchema, valid, 'customerName', 201, 'Customer name must be at most 201 characters');
  });
});

describe('events carry no unbounded text', () => {
  const refuses = (type: keyof typeof eventCatalog, data: Record<string, unknown>, field: string, max: number) => {
    expect(eventCatalog[type].data.safeParse({ ...data, [field]: text(max) }).success).toBe(true);
    expect(eventCatalog[type].data.safeParse({ ...data, [field]: text(max + 1) }).success).toBe(false);
  };

  it('HireQuoteRequested', () => {
    const requested = {
      quoteId: 1,
      userId: null,
      customerName: 'Jo',
      customerEmail: 'jo@example.co.uk',
      customerPhone: null,
      startDate: '2027-06-10T00:00:00.000Z',
      endDate: '2027-06-12T00:00:00.000Z',
      deliveryRequired: false,
      installationRequired: false,
      deliveryAddress: null,
      deliveryCity: null,
      deliveryPostalCode: null,
      additionalNotes: null,
      items: [],
    };
    refuses('HireQuoteRequested', requested, 'customerName', 100);
    refuses('HireQuoteRequested', requested, 'customerEmail', 254);
    refuses('HireQuoteRequested', requested, 'customerPhone', 30);
    refuses('HireQuoteRequested', requested, 'deliveryAddress', 300);
    refuses('HireQuoteRequested', requested, 'additionalNotes', 2_000);
    // Events written before the flag read as not to the requester's account address.
    expect(eventCatalog.HireQuoteRequested.data.parse(requested).customerEmailIsAccountEmail).toBe(false);
  });

  it('ContactMessageReceived and WaitlistEntryCreated', () => {
    const contact = { id: 1, name: 'Jo', email: 'jo@example.co.uk', subject: 'Hire', message: 'Hello there' };
    refuses('ContactMessageReceived', contact, 'name', 100);
    refuses('ContactMessageReceived', contact, 'subject', 200);
    refuses('ContactMessageReceived', contact, 'message', 2_000);
    const waitlist = { id: 1, fullName: 'Jo', email: 'jo@example.co.uk', interests: null, marketingConsent: false };
    refuses('WaitlistEntryCreated', waitlist, 'fullName', 100);
    refuses('WaitlistEntryCreated', waitlist, 'interests', 2_000);
  });

  it("the orders' customer email", () => {
    refuses('OrderPlaced', { orderId: 1, userId: null, lines: [] }, 'customerEmail', 254);
  });
});
