import { Link } from 'react-router-dom';
import type { ProductSearchQuery } from '../../graphql/__generated__/graphql';
import { searchLink, type SearchState } from './searchLinks';

type Facets = ProductSearchQuery['productSearch']['facets'];

interface FacetLinkProps {
  to: string;
  chosen: boolean;
  label: string;
  count?: number;
  testId: string;
}

/** A filter as a link (it works before the script has run); the chosen one links back to the search without it. */
function FacetLink({ to, chosen, label, count, testId }: FacetLinkProps) {
  return (
    <li>
      <Link to={to} aria-current={chosen ? 'true' : undefined} className="search-facet" data-testid={testId}>
        {label}
        {count !== undefined && <span className="muted"> ({count})</span>}
      </Link>
    </li>
  );
}

/** The results' categories, price bands and badges, each with how many results choosing it would leave. */
export function SearchFacets({
  facets,
  state,
  params,
}: {
  facets: Facets;
  state: SearchState;
  params: URLSearchParams;
}) {
  const toggle = (param: 'sale' | 'stock' | 'new', on: boolean) => searchLink(params, param, on ? null : '1');
  return (
    <nav aria-label="Filter the results" className="search-facets" data-testid="search-facets">
      <h2>Category</h2>
      <ul>
        {facets.categories.map(({ categoryId, name, count }) => {
          const chosen = state.categoryId === categoryId;
          return (
            <FacetLink
              key={categoryId}
              to={searchLink(params, 'category', chosen ? null : String(categoryId))}
              chosen={chosen}
              label={name}
              count={count}
              testId="facet-category"
            />
          );
        })}
      </ul>
      <h2>Price</h2>
      <ul>
        {facets.priceBands
          .filter(({ key, count }) => count > 0 || state.priceBand === key)
          .map(({ key, label, count }) => {
            const chosen = state.priceBand === key;
            return (
              <FacetLink
                key={key}
                to={searchLink(params, 'price', chosen ? null : key)}
                chosen={chosen}
                label={label}
                count={count}
                testId="facet-price"
              />
            );
          })}
      </ul>
      <h2>Show only</h2>
      <ul>
        <FacetLink
          to={toggle('sale', state.onSale)}
          chosen={state.onSale}
          label="On sale"
          count={facets.onSale}
          testId="facet-sale"
        />
        <FacetLink
          to={toggle('stock', state.inStock)}
          chosen={state.inStock}
          label="In stock"
          count={facets.inStock}
          testId="facet-stock"
        />
        <FacetLink
          to={toggle('new', state.isNew)}
          chosen={state.isNew}
          label="New"
          count={facets.isNew}
          testId="facet-new"
        />
      </ul>
    </nav>
  );
}
