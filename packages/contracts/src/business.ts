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

/**
 * The button loading guard (storefront 9): once a form's submit has gone, another is ignored while it runs and, when
 * it succeeded, until this long after it went, so a double click or a second press sends it once.
 */
export const SUBMIT_GUARD_MS = 3_000;
