/**
 * Who the shop is: the name, address and contact details the storefront shows and the quote PDF's
 * letterhead prints, written once. The business publishes no phone number, so none is given.
 */
export const BUSINESS_IDENTITY = {
  name: 'SoundHire Pro',
  address: 'Eastbourne, East Sussex',
  email: 'support@soundhirepro.co.uk',
} as const;
