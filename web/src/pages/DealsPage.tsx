import { useQuery } from '@apollo/client';
import { ProductGrid } from '../components/catalog/ProductGrid';
import { PRODUCTS_QUERY } from '../graphql/catalog';
import { PageHead } from '../head/PageHead';

export function DealsPage() {
  const { data, loading, error } = useQuery(PRODUCTS_QUERY, { variables: { onSale: true } });
  return (
    <div className="container section">
      <PageHead title="Special Offers" description="Our current deals on audio, lighting and DJ equipment." />
      <h1>Special Offers</h1>
      <p className="muted">Our current deals on audio, lighting and DJ equipment.</p>
      <ProductGrid
        products={data?.products}
        loading={loading}
        error={Boolean(error)}
        emptyText="There are no special offers right now. Check back soon."
      />
    </div>
  );
}
