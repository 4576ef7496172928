import { useQuery } from '@apollo/client';
import { Empty } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ProductGrid } from '../components/catalog/ProductGrid';
import { PRODUCTS_QUERY } from '../graphql/catalog';
import { BUSINESS } from '../business';
import { PageHead } from '../head/PageHead';

export function SearchPage() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const { data, loading, error } = useQuery(PRODUCTS_QUERY, { variables: { q: query }, skip: !query });
  const heading = query ? `Search results for "${query}"` : 'Search';

  return (
    <div className="container section">
      <PageHead title={heading} description={`Search the audio, lighting and DJ equipment ${BUSINESS.name} sells.`} />
      <h1 data-testid="search-heading">{heading}</h1>
      {query ? (
        <>
          {data && (
            <p className="muted" data-testid="search-count">
              {data.products.length} {data.products.length === 1 ? 'product' : 'products'} found
            </p>
          )}
          <ProductGrid
            products={data?.products}
            loading={loading}
            error={Boolean(error)}
            emptyText={`No products found for "${query}".`}
          />
        </>
      ) : (
        <Empty description="Enter a search term to find products." />
      )}
    </div>
  );
}
