/**
 * Loads every id asked for in the same tick with one query. The gateway resolves a list of
 * references (a wishlist's products) in one `_entities` call, which asks for them one by one.
 */
export function batchById<T extends { id: number }>(load: (ids: number[]) => Promise<T[]>) {
  let pending: { ids: Set<number>; found: Promise<Map<number, T>> } | null = null;
  return async (id: number): Promise<T | null> => {
    if (!pending) {
      const ids = new Set<number>();
      // Runs once the current synchronous round of calls has added its ids.
      const found = Promise.resolve().then(async () => {
        pending = null;
        return new Map((await load([...ids])).map((item) => [item.id, item]));
      });
      pending = { ids, found };
    }
    pending.ids.add(id);
    return (await pending.found).get(id) ?? null;
  };
}
