import type { ReactNode } from 'react';
import type { ProductSummary } from '../../graphql/catalog';
import { EmptyState } from '../ui/EmptyState';
import { Notice } from '../ui/Notice';
import { Skeleton } from '../ui/Skeleton';
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
  if (loading && !products) return <Skeleton rows={6} testId="products-loading" />;
  if (error) return <Notice type="error" message="Unable to load products at this time. Please try again later." />;
  if (!products || products.length === 0) return <EmptyState description={emptyText} testId="products-empty" />;
  return (
    <CardGrid testId="product-grid">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </CardGrid>
  );
}
