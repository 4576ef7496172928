import { Alert, Col, Empty, Row, Skeleton } from 'antd';
import type { HireProductSummary } from '../../graphql/hire';
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
    <Row gutter={[24, 24]} data-testid="hire-product-grid">
      {products.map((product) => (
        <Col key={product.id} xs={24} sm={12} lg={8} xl={6}>
          <HireProductCard product={product} />
        </Col>
      ))}
    </Row>
  );
}
