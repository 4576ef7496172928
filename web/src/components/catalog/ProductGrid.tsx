import { Alert, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { ProductSummary } from '../../graphql/catalog';
import { CardGrid } from './CardGrid';
import { ProductCard } from './ProductCard';

interface ProductGridProps {
  products: ProductSummary[] | undefined;
  loading: boolean;
  error: boolean;
  emptyText: ReactNode;
}

/** Product cards with the loading, error and empty states every listing shares. */
export function ProductGrid({ products, loading, error, emptyText }: ProductGridProps) {
  if (loading && !products) {
    return (
      <div data-testid="products-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (error) {
    return <Alert type="error" showIcon message="Unable to load products at this time. Please try again later." />;
  }
  if (!products || products.length === 0) return <Empty description={emptyText} data-testid="products-empty" />;
  return (
    <CardGrid testId="product-grid">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </CardGrid>
  );
}
