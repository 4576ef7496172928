import { PAYMENT_SETTINGS_MESSAGES, stripeModeOf } from '@shop/contracts';
import { Invalid } from '@shop/kit';

/**
 * Both keys must be of one mode: a live secret key with a test publishable key would take real money on a page
 * Stripe draws for test cards (or the reverse), so it is refused naming the publishable key the admin typed.
 */
export function assertOneMode(publishableKey: string, secretKey: string): void {
  if (stripeModeOf(publishableKey) !== stripeModeOf(secretKey)) {
    throw new Invalid(`publishableKey: ${PAYMENT_SETTINGS_MESSAGES.mixedModes}`, 'publishableKey');
  }
}

/** A write-only secret as it is shown: set, and its last 4 characters. */
export const secretHint = (secret: string | null) =>
  secret ? { set: true, last4: secret.slice(-4) } : { set: false, last4: null };
