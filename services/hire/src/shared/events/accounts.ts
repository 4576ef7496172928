import { mirrorConsumer } from '@shop/kit';
import type { MirrorAccount } from '../application/mirror-account';

/** Accounts' user events, applied to the accounts' emails (a slice's states in one write); accounts are never deleted. */
export const accountConsumer = (mirror: MirrorAccount) =>
  mirrorConsumer(mirror, { saved: ['UserRegistered', 'UserUpdated'] });
