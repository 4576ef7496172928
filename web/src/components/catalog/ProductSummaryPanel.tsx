import { useState } from 'react';
import type { ProductDetail } from '../../graphql/catalog';
import { AddToBasketButton } from './AddToBasketButton';
import { PriceTag } from './PriceTag';
import { ProductHeading } from './ProductHeading';
import { QuantityStepper } from './QuantityStepper';
import { WishlistHeart } from './WishlistHeart';

/** Name, price, stock, quantity and actions beside the product image. */
export function ProductSummaryPanel({ product }: { product: ProductDetail }) {
  const [quantity, setQuantity] = useState(1);
  const inStock = product.stock > 0;

  return (
    <div className="stack">
      <ProductHeading product={product} reference={`SKU: ${product.sku}`} referenceTestId="product-sku" />
      <PriceTag price={product.price} compareAtPrice={product.compareAtPrice} />
      <strong className={inStock ? 'text-success' : 'text-danger'} data-testid="product-stock">
        {inStock ? `In Stock (${product.stock} available)` : 'Out of Stock'}
      </strong>
      <div className="inline-group">
        <QuantityStepper value={quantity} onChange={setQuantity} disabled={!inStock} />
        <AddToBasketButton product={product} quantity={quantity} />
        <WishlistHeart productId={product.id} />
      </div>
    </div>
  );
}
