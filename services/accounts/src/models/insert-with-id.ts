import { isDuplicateKeyError, nextId } from '@shop/kit';
import type { Connection } from 'mongoose';

const MAX_ATTEMPTS = 5;

/**
 * Inserts a document under a newly allocated id. On FerretDB the kit's nextId can hand the same
 * id to concurrent callers, so a duplicate-key failure is first explained by the caller (a taken
 * username throws a Conflict, an entry already present is 'done') and otherwise retried with a
 * new id.
 */
export async function insertWithNewId(
  connection: Connection,
  collection: string,
  insert: (id: number) => Promise<void>,
  explainDuplicate: () => Promise<'done' | 'retry'>,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await insert(await nextId(connection, collection));
      return;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      if ((await explainDuplicate()) === 'done') return;
      if (attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}
