import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { snippet } from '../../format';
import type { HireProductSummary } from '../../graphql/hire';
import { ButtonLink } from '../ButtonLink';
import { Chip } from '../Chip';
import { ProductImage } from '../catalog/ProductImage';
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
    <article className="product-card" data-testid="hire-product-card">
      <Link to={detailPath} tabIndex={-1} className="product-card-cover">
        <ProductImage src={product.imageUrl} alt={product.name} />
        {product.isNew && (
          <Chip colour="blue" className="sale-badge" testId="new-badge">
            New
          </Chip>
        )}
      </Link>
      <div className="product-card-body">
        <h3 className="product-card-title">
          <Link to={detailPath}>{product.name}</Link>
        </h3>
        <p className="muted">{snippet(product.description)}</p>
        <HireRateList product={product} />
        <div className="hire-extras">
          <StockBadge stock={product.stock} />
          <Extra label="Delivery" available={product.deliveryAvailable} testId="delivery-availability" />
          <Extra label="Installation" available={product.installationAvailable} testId="installation-availability" />
        </div>
        <div className="product-card-actions">
          <ButtonLink to={detailPath} type="primary" data-testid="view-details">
            View Details
          </ButtonLink>
          <AddToHireBasketDialog product={product} />
        </div>
      </div>
    </article>
  );
}
