import type { HireProductSummary } from '../../graphql/hire';
import { CardGrid } from '../catalog/CardGrid';
import { EmptyState } from '../ui/EmptyState';
import { Notice } from '../ui/Notice';
import { Skeleton } from '../ui/Skeleton';
import { HireProductCard } from './HireProductCard';

interface HireProductGridProps {
  products: HireProductSummary[] | undefined;
  loading: boolean;
  error: boolean;
  emptyText: string;
}

/** Hire cards with the loading, error and empty states. */
export function HireProductGrid({ products, loading, error, emptyText }: HireProductGridProps) {
  if (loading && !products) return <Skeleton rows={6} />;
  if (error) {
    return <Notice type="error" message="Unable to load hire equipment at this time. Please try again later." />;
  }
  if (!products || products.length === 0) return <EmptyState description={emptyText} testId="hire-products-empty" />;
  return (
    <CardGrid testId="hire-product-grid">
      {products.map((product) => (
        <HireProductCard key={product.id} product={product} />
      ))}
    </CardGrid>
  );
}
