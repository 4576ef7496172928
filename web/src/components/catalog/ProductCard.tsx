import type { ProductSummary } from '../../graphql/catalog';
import { ButtonLink } from '../ButtonLink';
import { AddToBasketButton } from './AddToBasketButton';
import { ProductCardFrame } from './ProductCardFrame';
import { StockBadge } from './StockBadge';

export function ProductCard({ product }: { product: ProductSummary }) {
  return (
    <ProductCardFrame
      product={product}
      testId="product-card"
      imageBadge={product.isOnSale && { text: 'Sale', colour: 'red', testId: 'sale-badge' }}
      stock={<StockBadge stock={product.stock} />}
      actions={
        <>
          <ButtonLink to={`/product/${product.slug}`} variant="primary" data-testid="view-details">
            View Details
          </ButtonLink>
          <AddToBasketButton product={product} />
        </>
      }
    />
  );
}
