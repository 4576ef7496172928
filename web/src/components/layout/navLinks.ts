import { HIRE_ONLY_CATEGORY_NAME } from '../../business';
import type { Category } from '../../graphql/content';

export interface NavLink {
  label: string;
  to: string;
}

/** Sales menu: every top-level category except DJ Equipment. */
export function salesLinks(topLevel: Category[]): NavLink[] {
  return topLevel
    .filter((category) => category.name !== HIRE_ONLY_CATEGORY_NAME)
    .map((category) => ({ label: category.name, to: `/sales/category/${category.slug}` }));
}

/** Hire menu: All Hire Equipment plus every top-level category. */
export function hireLinks(topLevel: Category[]): NavLink[] {
  return [
    { label: 'All Hire Equipment', to: '/hire' },
    ...topLevel.map((category) => ({ label: category.name, to: `/hire/category/${category.slug}` })),
  ];
}

export function searchPath(query: string): string {
  return `/sales/search?q=${encodeURIComponent(query)}`;
}
