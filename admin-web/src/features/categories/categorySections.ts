import type { Category } from '../../graphql/categories';

export type Section = 'sales' | 'hire';

export interface CategoryNode extends Category {
  /** Only set when there are children, so the table shows an expand toggle just for those rows. */
  children?: CategoryNode[];
}

export interface CategoryOption {
  value: number;
  label: string;
}

const byId = (a: Category, b: Category) => a.id - b.id;

function buildTree(categories: Category[]): CategoryNode[] {
  const ids = new Set(categories.map((c) => c.id));
  const childrenOf = new Map<number, Category[]>();
  for (const category of categories) {
    if (category.parentId === null || !ids.has(category.parentId)) continue;
    childrenOf.set(category.parentId, [...(childrenOf.get(category.parentId) ?? []), category]);
  }
  const toNode = (category: Category): CategoryNode => {
    const children = (childrenOf.get(category.id) ?? []).sort(byId).map(toNode);
    return children.length ? { ...category, children } : { ...category };
  };
  // A category whose parent no longer exists is shown as a main category rather than hidden.
  const roots = categories.filter((c) => c.parentId === null || !ids.has(c.parentId));
  return roots.sort(byId).map(toNode);
}

/** Spec rule: the first ceil(n/2) main categories (by id) are the sales section, the rest are hire. */
export function splitSections(categories: Category[]): Record<Section, CategoryNode[]> {
  const roots = buildTree(categories);
  const half = Math.ceil(roots.length / 2);
  return { sales: roots.slice(0, half), hire: roots.slice(half) };
}

/** Parent choices within one section, indented by depth, leaving out `excludeId` and its descendants. */
export function parentOptions(section: CategoryNode[], excludeId?: number): CategoryOption[] {
  const options: CategoryOption[] = [];
  const visit = (nodes: CategoryNode[], depth: number) => {
    for (const node of nodes) {
      if (node.id === excludeId) continue;
      options.push({ value: node.id, label: `${'\u2014 '.repeat(depth)}${node.name}` });
      visit(node.children ?? [], depth + 1);
    }
  };
  visit(section, 0);
  return options;
}
