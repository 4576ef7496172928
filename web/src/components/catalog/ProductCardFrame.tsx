import type { ReactNode } from 'react';
import type { ProductSummary } from '../../graphql/catalog';
import { PriceTag } from './PriceTag';
import { ProductCardShell, type ImageBadge } from './ProductCardShell';

interface ProductCardFrameProps {
  product: ProductSummary;
  testId: string;
  imageBadge?: ImageBadge | false;
  /** Shown beside the price. */
  stock: ReactNode;
  actions: ReactNode;
}

/** The card listings and the wishlist share: the product card with its price, stock and actions. */
export function ProductCardFrame({ product, testId, imageBadge, stock, actions }: ProductCardFrameProps) {
  return (
    <ProductCardShell product={product} detailPath={`/product/${product.slug}`} testId={testId} imageBadge={imageBadge}>
      <div className="product-card-meta">
        <PriceTag price={product.price} compareAtPrice={product.compareAtPrice} />
        {stock}
      </div>
      <div className="product-card-actions">{actions}</div>
    </ProductCardShell>
  );
}
