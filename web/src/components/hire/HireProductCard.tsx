import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import type { HireProductSummary } from '../../graphql/hire';
import { ButtonLink } from '../ButtonLink';
import { ProductCardShell } from '../catalog/ProductCardShell';
import { StockBadge } from '../catalog/StockBadge';
import { AddToHireBasketDialog } from './AddToHireBasketDialog';
import { HireRateList } from './HireRateList';

function Extra({ label, available, testId }: { label: string; available: boolean; testId: string }) {
  return (
    <span className={available ? undefined : 'muted'} data-testid={testId}>
      {available ? <CheckCircleOutlined /> : <CloseCircleOutlined />} {label}{' '}
      {available ? 'available' : 'not available'}
    </span>
  );
}

/** A hire listing card: rates instead of a price, what comes with the hire, details and the add dialog. */
export function HireProductCard({ product }: { product: HireProductSummary }) {
  const detailPath = `/hire/${product.slug}`;
  return (
    <ProductCardShell
      product={product}
      detailPath={detailPath}
      testId="hire-product-card"
      imageBadge={product.isNew && { text: 'New', colour: 'blue', testId: 'new-badge' }}
    >
      <HireRateList product={product} />
      <div className="hire-extras">
        <StockBadge stock={product.stock} />
        <Extra label="Delivery" available={product.deliveryAvailable} testId="delivery-availability" />
        <Extra label="Installation" available={product.installationAvailable} testId="installation-availability" />
      </div>
      <div className="product-card-actions">
        <ButtonLink to={detailPath} variant="primary" data-testid="view-details">
          View Details
        </ButtonLink>
        <AddToHireBasketDialog product={product} />
      </div>
    </ProductCardShell>
  );
}
