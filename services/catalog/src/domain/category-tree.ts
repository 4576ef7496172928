export interface TreeNode {
  id: number;
  parentId: number | null;
}

/** The category and every category below it (children, grandchildren...), cycle-safe. */
export function withDescendants(nodes: TreeNode[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const node of nodes) {
    if (node.parentId === null) continue;
    children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  }
  const found = new Set<number>([rootId]);
  const queue = [rootId];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return [...found];
}
