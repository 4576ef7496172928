import { Tag } from 'antd';
import type { ProductSummary } from '../../graphql/catalog';

/** One badge from the flags, in the order New, Sale, Limited. */
export function ProductBadge({ product }: { product: Pick<ProductSummary, 'isNew' | 'isOnSale' | 'isLimited'> }) {
  if (product.isNew)
    return (
      <Tag color="blue" data-testid="product-badge">
        New
      </Tag>
    );
  if (product.isOnSale)
    return (
      <Tag color="red" data-testid="product-badge">
        Sale
      </Tag>
    );
  if (product.isLimited)
    return (
      <Tag color="purple" data-testid="product-badge">
        Limited
      </Tag>
    );
  return null;
}
