import { Alert, Empty, Skeleton } from 'antd';
import type { HireProductSummary } from '../../graphql/hire';
import { CardGrid } from '../catalog/CardGrid';
import { HireProductCard } from './HireProductCard';

interface HireProductGridProps {
  products: HireProductSummary[] | undefined;
  loading: boolean;
  error: boolean;
  emptyText: string;
}

/** Hire cards with the loading, error and empty states. */
export function HireProductGrid({ products, loading, error, emptyText }: HireProductGridProps) {
  if (loading && !products) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error) {
    return (
      <Alert type="error" showIcon message="Unable to load hire equipment at this time. Please try again later." />
    );
  }
  if (!products || products.length === 0) return <Empty description={emptyText} data-testid="hire-products-empty" />;
  return (
    <CardGrid testId="hire-product-grid">
      {products.map((product) => (
        <HireProductCard key={product.id} product={product} />
      ))}
    </CardGrid>
  );
}
