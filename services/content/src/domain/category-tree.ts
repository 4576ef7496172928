/** Pure rules over the category tree (parentId links). */
export interface TreeNode {
  id: number;
  parentId: number | null;
}

/** True when making `parentId` the parent of `id` would put `id` inside its own subtree. */
export function wouldCreateCycle(nodes: TreeNode[], id: number, parentId: number | null): boolean {
  const parentOf = new Map(nodes.map((n) => [n.id, n.parentId]));
  let current = parentId;
  const seen = new Set<number>();
  while (current !== null && current !== undefined) {
    if (current === id) return true;
    if (seen.has(current)) return true;
    seen.add(current);
    current = parentOf.get(current) ?? null;
  }
  return false;
}

/** A deleted category frees its slug at once; the relay removes the document later. */
export function retiredSlug(slug: string, id: number): string {
  return `${slug}~deleted~${id}`;
}
