import { Space, Typography } from 'antd';
import { useState } from 'react';
import type { ProductDetail } from '../../graphql/catalog';
import { AddToBasketButton } from './AddToBasketButton';
import { PriceTag } from './PriceTag';
import { ProductBadge } from './ProductBadge';
import { QuantityStepper } from './QuantityStepper';
import { RatingStars } from './RatingStars';
import { WishlistHeart } from './WishlistHeart';

/** Name, price, stock, quantity and actions beside the product image. */
export function ProductSummaryPanel({ product }: { product: ProductDetail }) {
  const [quantity, setQuantity] = useState(1);
  const inStock = product.stock > 0;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <ProductBadge product={product} />
        <Typography.Text type="secondary" data-testid="product-sku">
          SKU: {product.sku}
        </Typography.Text>
      </Space>
      <h1 className="product-title">{product.name}</h1>
      <Space>
        <RatingStars rating={product.rating} />
        <span className="muted">({product.reviewCount} reviews)</span>
      </Space>
      <PriceTag price={product.price} compareAtPrice={product.compareAtPrice} />
      <Typography.Text type={inStock ? 'success' : 'danger'} strong data-testid="product-stock">
        {inStock ? `In Stock (${product.stock} available)` : 'Out of Stock'}
      </Typography.Text>
      <Space wrap align="center">
        <QuantityStepper value={quantity} onChange={setQuantity} disabled={!inStock} />
        <AddToBasketButton product={product} quantity={quantity} />
        <WishlistHeart productId={product.id} />
      </Space>
    </Space>
  );
}
