/**
 * Checkout's choices with no schema in them, so the checkout page's first load carries no validation code; the
 * checkout's schema is in checkout.ts.
 */

/** The only country delivered to (storefront spec 9: mainland UK only, no international shipping). */
export const DELIVERY_COUNTRY = 'United Kingdom';

/** Card and PayPal are paid on Stripe's page; bank transfer only for large orders (see bank-transfer.ts). */
export const PAYMENT_METHODS = ['credit-card', 'paypal', 'bank-transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
