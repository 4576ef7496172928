/** The entries of an input object that were sent: an update keeps every field left out as it is. */
export function definedFields<T extends object>(input: T | null | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(input ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The slug a deleted record keeps until the relay removes it, so its unique slug is free at once
 * for a new record (the unique index cannot be partial on every MongoDB-wire server).
 */
export const retiredSlug = (slug: string, id: number): string => `${slug}~deleted~${id}`;
