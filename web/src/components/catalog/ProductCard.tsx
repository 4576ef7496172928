import { Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { ProductSummary } from '../../graphql/catalog';
import { snippet } from '../../format';
import { ButtonLink } from '../ButtonLink';
import { AddToBasketButton } from './AddToBasketButton';
import { PriceTag } from './PriceTag';
import { StockBadge } from './StockBadge';

export function ProductImage({ src, alt }: { src: string | null; alt: string }) {
  return src ? (
    <img src={src} alt={alt} className="product-image" loading="lazy" />
  ) : (
    <div className="product-image product-image-empty" role="img" aria-label={`${alt} (no image)`} />
  );
}

export function ProductCard({ product }: { product: ProductSummary }) {
  const detailPath = `/product/${product.slug}`;
  return (
    <Card
      className="product-card"
      data-testid="product-card"
      cover={
        <Link to={detailPath} tabIndex={-1} className="product-card-cover">
          <ProductImage src={product.imageUrl} alt={product.name} />
          {product.isOnSale && (
            <Tag color="red" className="sale-badge" data-testid="sale-badge">
              Sale
            </Tag>
          )}
        </Link>
      }
    >
      <h3 className="product-card-title">
        <Link to={detailPath}>{product.name}</Link>
      </h3>
      <p className="muted">{snippet(product.description)}</p>
      <div className="product-card-meta">
        <PriceTag price={product.price} compareAtPrice={product.compareAtPrice} />
        <StockBadge stock={product.stock} />
      </div>
      <div className="product-card-actions">
        <ButtonLink to={detailPath} type="primary" data-testid="view-details">
          View Details
        </ButtonLink>
        <AddToBasketButton />
      </div>
    </Card>
  );
}
