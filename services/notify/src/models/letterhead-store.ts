import { LETTERHEAD_ID, type BusinessLetterhead } from '@shop/contracts';
import { AggregateStore, event, isDuplicateKeyError, type Written } from '@shop/kit';
import type { Model } from 'mongoose';
import type { Letterhead } from './letterhead';

/**
 * Publishes the letterhead: its state with a BusinessLetterheadChanged event in the outbox, only when it differs
 * from the one last published (a save that leaves the footer alone publishes nothing).
 */
export function letterheadStore(Letterhead: Model<Letterhead>, committed: (written?: Written) => void) {
  const store = new AggregateStore(Letterhead, { committed });
  const changed = (saved: Letterhead) => [
    event('BusinessLetterheadChanged', {
      id: LETTERHEAD_ID,
      name: saved.name,
      address: saved.address,
      email: saved.email,
      phone: saved.phone,
      vatNumber: saved.vatNumber,
      companyNumber: saved.companyNumber,
    }),
  ];
  const update = (fields: Required<BusinessLetterhead>) => store.update({ id: LETTERHEAD_ID }, () => fields, changed);

  return async function publish(letterhead: BusinessLetterhead): Promise<void> {
    const fields = {
      name: letterhead.name,
      address: letterhead.address,
      email: letterhead.email,
      phone: letterhead.phone ?? null,
      vatNumber: letterhead.vatNumber ?? null,
      companyNumber: letterhead.companyNumber ?? null,
    };
    if (await update(fields)) return;
    try {
      await store.create({ id: LETTERHEAD_ID, ...fields }, changed);
    } catch (err) {
      // Another replica published the first one meanwhile: ours is a change over it.
      if (!isDuplicateKeyError(err)) throw err;
      await update(fields);
    }
  };
}

export type PublishLetterhead = ReturnType<typeof letterheadStore>;
