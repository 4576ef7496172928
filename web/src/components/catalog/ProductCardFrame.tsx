import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { snippet } from '../../format';
import type { ProductSummary } from '../../graphql/catalog';
import { PriceTag } from './PriceTag';
import { ProductImage } from './ProductImage';

interface ProductCardFrameProps {
  product: ProductSummary;
  testId: string;
  /** Laid over the image, e.g. the Sale badge. */
  imageBadge?: ReactNode;
  /** Shown beside the price. */
  stock: ReactNode;
  actions: ReactNode;
}

/**
 * The layout listing and wishlist cards share: linked image and name, description snippet, price, actions. Plain
 * markup styled like antd's Card (see .product-card): a listing hydrates dozens of these.
 */
export function ProductCardFrame({ product, testId, imageBadge, stock, actions }: ProductCardFrameProps) {
  const detailPath = `/product/${product.slug}`;
  return (
    <article className="product-card" data-testid={testId}>
      <Link to={detailPath} tabIndex={-1} className="product-card-cover">
        <ProductImage src={product.imageUrl} alt={product.name} />
        {imageBadge}
      </Link>
      <div className="product-card-body">
        <h3 className="product-card-title">
          <Link to={detailPath}>{product.name}</Link>
        </h3>
        <p className="muted">{snippet(product.description)}</p>
        <div className="product-card-meta">
          <PriceTag price={product.price} compareAtPrice={product.compareAtPrice} />
          {stock}
        </div>
        <div className="product-card-actions">{actions}</div>
      </div>
    </article>
  );
}
