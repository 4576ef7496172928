/**
 * Who the shop is: the name, address and contact details the storefront shows and the quote PDF's
 * letterhead prints, written once. The business publishes no phone number, so none is given.
 */
export const BUSINESS_IDENTITY = {
  name: 'SoundHire Pro',
  address: 'Eastbourne, East Sussex',
  email: 'support@soundhirepro.co.uk',
} as const;

/** How long the shop waits for the wishlist's answer (the heart's check and its change) before giving up (storefront 9). */
export const WISHLIST_TIMEOUT_MS = 8_000;
