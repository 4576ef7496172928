import { isDuplicateKeyError, nextId } from '@shop/kit';
import type { Connection } from 'mongoose';

/**
 * Inserts a document under a newly allocated id. A unique-index clash (a registration racing
 * another to the same username, a product added twice at once) goes to `onDuplicate`, which
 * explains it (throws a Conflict) or accepts it (returns); anything else is rethrown.
 */
export async function insertWithNewId(
  connection: Connection,
  collection: string,
  insert: (id: number) => Promise<void>,
  onDuplicate: (err: unknown) => Promise<void>,
): Promise<void> {
  try {
    await insert(await nextId(connection, collection));
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    await onDuplicate(err);
  }
}
