import { BUSINESS_IDENTITY } from '@shop/contracts';

/** Fixed facts about the business shown across the storefront (its name and contact details from contracts). */
export const BUSINESS = {
  name: BUSINESS_IDENTITY.name,
  blurb:
    'Professional audio, lighting and DJ equipment for sale and hire. Trusted by venues, events and performers across the South East.',
  location: BUSINESS_IDENTITY.address,
  email: BUSINESS_IDENTITY.email,
  openingHours: ['Mon-Fri 9am-6pm', 'Sat 10am-4pm', 'Sun closed'],
  // The spec gives the contact page its own, shorter weekday hours than the footer; both are kept as it states them.
  contactPageHours: [
    { days: 'Monday - Friday', hours: '9:00 AM - 5:30 PM' },
    { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  paymentBadges: ['Visa', 'MC', 'Amex', 'PayPal'],
} as const;

// The business's own social handles are not known yet, so these point at each platform's home page.
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

/** The two categories featured on the home page, looked up by slug. */
export const HOME_CATEGORY_SLUGS = ['audio-equipment', 'lighting-equipment'] as const;

/** The spec leaves this top-level category out of the Sales menu (it still appears under Hire). */
export const HIRE_ONLY_CATEGORY_NAME = 'DJ Equipment';
