import { formatGBP } from '@shop/contracts';
import { Space, Tag, Typography } from 'antd';
import type { Product } from '../../graphql/products';

const LOW_STOCK_BELOW = 5;

/** Price, with the compare-at price struck through only for items on sale that have one. */
export function PriceCell({ product }: { product: Product }) {
  const showCompare = product.isOnSale && product.compareAtPrice !== null;
  return (
    <Space size={4} direction="vertical">
      <span>{formatGBP(product.price)}</span>
      {showCompare && (
        <Typography.Text delete type="secondary" data-testid="compare-at-price">
          {formatGBP(product.compareAtPrice!)}
        </Typography.Text>
      )}
    </Space>
  );
}

/** Stock count: red when out of stock, amber when low. */
export function StockCell({ stock }: { stock: number }) {
  const color = stock === 0 ? '#cf1322' : stock < LOW_STOCK_BELOW ? '#d48806' : undefined;
  return (
    <span data-testid="stock" style={{ color, fontWeight: color ? 600 : undefined }}>
      {stock}
    </span>
  );
}

/** New, Sale, Limited, Large/Heavy and Out of Stock badges. */
export function StatusBadges({ product }: { product: Product }) {
  return (
    <Space size={[4, 4]} wrap>
      {product.isNew && <Tag color="blue">New</Tag>}
      {product.isOnSale && <Tag color="magenta">Sale</Tag>}
      {product.isLimited && <Tag color="purple">Limited</Tag>}
      {product.isLargeHeavy && <Tag color="orange">Large/Heavy</Tag>}
      {product.stock === 0 && <Tag color="red">Out of Stock</Tag>}
    </Space>
  );
}
