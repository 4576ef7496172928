/**
 * A map that keeps at most `capacity` entries, forgetting the one used longest ago: a Map keeps
 * insertion order, so a hit is moved to the end and the first key is the oldest.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached value, or `make`'s (then kept). */
  get(key: string, make: () => V): V {
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const made = make();
    this.entries.set(key, made);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return made;
  }

  clear(): void {
    if (this.entries.size > 0) this.entries.clear();
  }
}
