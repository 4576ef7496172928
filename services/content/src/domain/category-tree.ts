import { Conflict, Invalid } from '@shop/kit';

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

/** Refuses a parent that does not exist or that would put the category (`id`, null when new) inside itself. */
export function checkParent(nodes: TreeNode[], id: number | null, parentId: number | null): void {
  if (parentId === null) return;
  if (!nodes.some((c) => c.id === parentId)) throw new Invalid('parentId: Parent category does not exist', 'parentId');
  if (id !== null && wouldCreateCycle(nodes, id, parentId)) {
    throw new Invalid('parentId: A category cannot be placed inside itself', 'parentId');
  }
}

/**
 * A category with subcategories is not deleted (the admin spec leaves it open; orphaning them
 * would hide their products), so the admin is told what to do first.
 */
export function checkDeletable(name: string, children: number): void {
  if (children === 0) return;
  throw new Conflict(
    `Cannot delete category "${name}" because it has ${children} subcategor${children === 1 ? 'y' : 'ies'}. Delete or move them first.`,
  );
}
