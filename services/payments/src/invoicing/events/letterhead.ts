import { mirrorConsumer } from '@shop/kit';
import type { MirrorLetterhead } from '../application/letterhead';

/** notify's letterhead events, applied to the letterhead read model the documents are issued with. */
export const letterheadConsumer = (mirror: MirrorLetterhead) =>
  mirrorConsumer(mirror, { saved: ['BusinessLetterheadChanged'] });
