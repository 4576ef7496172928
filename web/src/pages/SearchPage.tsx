import { useQuery } from '@apollo/client';
import { Empty } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { ProductGrid } from '../components/catalog/ProductGrid';
import { SearchFacets } from '../components/search/SearchFacets';
import {
  SEARCH_PAGE_SIZE,
  readSearchState,
  searchForLink,
  searchLink,
  searchVariables,
} from '../components/search/searchLinks';
import '../components/search/search.css';
import { PRODUCT_SEARCH_QUERY } from '../graphql/search';
import { BUSINESS } from '../business';
import { PageHead } from '../head/PageHead';

const SORTS = [
  { key: null, label: 'Best match' },
  { key: 'price_asc', label: 'Price: low to high' },
  { key: 'price_desc', label: 'Price: high to low' },
  { key: 'newest', label: 'Newest' },
] as const;

/**
 * Search results from the search service: words in any order, typos, plurals and SKUs; filters, order and page in
 * the address (see searchLinks), so every state is a link the server renders.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const state = readSearchState(params);
  const { data, previousData, loading, error } = useQuery(PRODUCT_SEARCH_QUERY, {
    variables: searchVariables(state),
    skip: !state.q,
  });
  // While the next filter's answer comes, the last one stays on screen.
  const search = (data ?? previousData)?.productSearch;
  const products = search?.products.filter((p) => p !== null);
  const heading = state.q ? `Search results for "${state.q}"` : 'Search';
  const pages = search ? Math.ceil(search.total / SEARCH_PAGE_SIZE) : 0;

  return (
    <div className="container section">
      <PageHead title={heading} description={`Search the audio, lighting and DJ equipment ${BUSINESS.name} sells.`} />
      <h1 data-testid="search-heading">{heading}</h1>
      {!state.q ? (
        <Empty description="Enter a search term to find products." />
      ) : (
        <div className="search-layout">
          <div>{search && <SearchFacets facets={search.facets} state={state} params={params} />}</div>
          <div>
            {search && (
              <p className="muted" data-testid="search-count">
                {search.total} {search.total === 1 ? 'product' : 'products'} found
              </p>
            )}
            {search?.didYouMean && (
              <p data-testid="search-did-you-mean">
                Did you mean <Link to={searchForLink(params, search.didYouMean)}>{search.didYouMean}</Link>?
              </p>
            )}
            {search && search.total > 1 && (
              <nav aria-label="Order the results" className="search-sorts" data-testid="search-sorts">
                {SORTS.map(({ key, label }) => (
                  <Link
                    key={label}
                    to={searchLink(params, 'sort', key)}
                    aria-current={state.sort === key ? 'true' : undefined}
                  >
                    {label}
                  </Link>
                ))}
              </nav>
            )}
            <ProductGrid
              products={products}
              loading={loading}
              error={Boolean(error)}
              emptyText={`No products found for "${state.q}".`}
            />
            {pages > 1 && (
              <nav aria-label="Pages of results" className="search-pages" data-testid="search-pages">
                {state.page > 1 && (
                  <Link to={searchLink(params, 'page', state.page > 2 ? String(state.page - 1) : null)}>Previous</Link>
                )}
                <span className="muted">
                  Page {state.page} of {pages}
                </span>
                {state.page < pages && <Link to={searchLink(params, 'page', String(state.page + 1))}>Next</Link>}
              </nav>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
