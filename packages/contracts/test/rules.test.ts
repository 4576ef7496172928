import {
  CONTACT_THANK_YOU,
  CUSTOM_SHIPPING_MINIMUM_GBP,
  categoryInputSchema,
  contactMessageInputSchema,
  loginInputSchema,
  newsItemInputSchema,
  productFieldSchemas,
  registerInputSchema,
  slugFromName,
  waitlistInputSchema,
} from '../src';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'valid' : result.error!.issues[0].message;

describe('slugs derived from names (admin spec 5)', () => {
  it.each([
    ['Powered PA Speaker 12"', 'powered-pa-speaker-12'],
    ['Mics & More', 'mics-more'],
    ['  LED_Par -- Pack  ', 'led-par-pack'],
    ['!!!', ''],
  ])('%s -> %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('gives slugs the category rule accepts', () => {
    const slug = slugFromName('Mics & More');
    expect(categoryInputSchema.safeParse({ name: 'Mics & More', slug }).success).toBe(true);
  });
});

describe('product fields one at a time (admin spec 5)', () => {
  it('answers the form field by field with the service messages', () => {
    expect(firstMessage(productFieldSchemas.price.safeParse(null))).toBe('Price must be a positive number');
    expect(firstMessage(productFieldSchemas.stock.safeParse(2.5))).toBe('Stock must be a positive integer');
    expect(firstMessage(productFieldSchemas.imageUrl.safeParse('not a url'))).toBe('Image URL must be a valid URL');
    expect(firstMessage(productFieldSchemas.hirePriceDaily.safeParse(-1))).toBe('Daily rate must be a positive number');
    expect(firstMessage(productFieldSchemas.customShippingCost.safeParse(CUSTOM_SHIPPING_MINIMUM_GBP - 0.01))).toBe(
      'Custom shipping cost must be at least £80',
    );
    expect(productFieldSchemas.customShippingCost.safeParse(null).success).toBe(true);
  });
});

describe('content rules (admin spec 5, storefront spec 5)', () => {
  it('checks categories and news', () => {
    expect(firstMessage(categoryInputSchema.safeParse({ name: 'A', slug: 'ab' }))).toBe(
      'Name must be at least 2 characters',
    );
    expect(firstMessage(categoryInputSchema.shape.slug.safeParse('a--b'))).toBe(
      'Slug may only contain lower-case letters, numbers and single hyphens',
    );
    expect(newsItemInputSchema.parse({ title: 'Open day', content: 'Come along', imageUrl: ' ' })).toEqual({
      title: 'Open day',
      content: 'Come along',
      imageUrl: null,
      isActive: true,
    });
    expect(firstMessage(newsItemInputSchema.shape.imageUrl.safeParse('nope'))).toBe('Image URL must be a valid URL');
  });

  it('checks contact messages and waitlist entries', () => {
    expect(
      contactMessageInputSchema
        .safeParse({ name: 'Jo', email: 'jo@x', subject: 'Hire', message: 'Short' })
        .error?.issues.map((issue) => issue.message),
    ).toEqual([
      'Please enter a valid email address.',
      'Subject must be at least 5 characters.',
      'Message must be at least 10 characters.',
    ]);
    expect(CONTACT_THANK_YOU).toBe('Thank you for your message. We will get back to you soon!');
    expect(waitlistInputSchema.parse({ fullName: 'Jo Bloggs', email: ' JO@Example.com ' })).toEqual({
      fullName: 'Jo Bloggs',
      email: 'jo@example.com',
      interests: null,
      marketingConsent: false,
    });
  });
});

describe('account rules (storefront spec 5)', () => {
  it('checks login and register with the spec messages', () => {
    expect(firstMessage(loginInputSchema.safeParse({ username: 'al', password: 'secret1' }))).toBe(
      'Username must be at least 3 characters',
    );
    expect(firstMessage(loginInputSchema.shape.password.safeParse('12345'))).toBe(
      'Password must be at least 6 characters',
    );
    expect(firstMessage(registerInputSchema.shape.email.safeParse('sam@'))).toBe('Please enter a valid email address');
    expect(registerInputSchema.shape.email.parse(' Sam@Example.COM ')).toBe('sam@example.com');
  });
});
