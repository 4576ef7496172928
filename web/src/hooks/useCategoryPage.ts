import { useSearchParams } from 'react-router-dom';
import type { Category } from '../graphql/content';
import { useCategories, type Categories } from './useCategories';

export interface CategoryPage extends Categories {
  /** The category the address names, once the categories are in. */
  category: Category | undefined;
  subcategories: Category[];
  /** The subcategory chosen in the address (?subcategory=), if it is one of the category's. */
  selected: Category | undefined;
  /** The category whose products the page lists: the chosen subcategory, or the whole category. */
  listedSlug: string;
  /** True once the categories are in and the address names none: there is nothing to list. */
  nothingToList: boolean;
  choose(subcategorySlug: string | null): void;
}

/**
 * A category page (shop or hire) by its address. The listing is asked for by slug, so it need not wait for the
 * categories: a server render fetches both in one round. A subcategory that is not the category's lists the whole
 * category once the categories are in.
 */
export function useCategoryPage(slug: string): CategoryPage {
  const categories = useCategories();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = categories.bySlug(slug);
  const subcategories = category ? categories.childrenOf(category.id) : [];
  const asked = searchParams.get('subcategory');
  const selected = subcategories.find((child) => child.slug === asked);
  return {
    ...categories,
    category,
    subcategories,
    selected,
    listedSlug: category ? (selected ?? category).slug : (asked ?? slug),
    nothingToList: !category && !categories.loading,
    choose: (subcategorySlug) => setSearchParams(subcategorySlug ? { subcategory: subcategorySlug } : {}),
  };
}
