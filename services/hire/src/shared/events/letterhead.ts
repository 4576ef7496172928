import { mirrorConsumer } from '@shop/kit';
import type { MirrorLetterhead } from '../application/mirror-letterhead';

/** notify's letterhead events, applied to the letterhead read model the quote PDFs print. */
export const letterheadConsumer = (mirror: MirrorLetterhead) =>
  mirrorConsumer(mirror, { saved: ['BusinessLetterheadChanged'] });
