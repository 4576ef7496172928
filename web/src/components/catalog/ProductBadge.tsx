import { Tag } from 'antd';
import type { ProductSummary } from '../../graphql/catalog';

type BadgeFlags = Pick<ProductSummary, 'isNew' | 'isOnSale' | 'isLimited'>;

/** In priority order: a product shows only the first badge whose flag is set. */
const BADGES: { flag: keyof BadgeFlags; color: string; text: string }[] = [
  { flag: 'isNew', color: 'blue', text: 'New' },
  { flag: 'isOnSale', color: 'red', text: 'Sale' },
  { flag: 'isLimited', color: 'purple', text: 'Limited' },
];

export function ProductBadge({ product }: { product: BadgeFlags }) {
  const badge = BADGES.find(({ flag }) => product[flag]);
  if (!badge) return null;
  return (
    <Tag color={badge.color} data-testid="product-badge">
      {badge.text}
    </Tag>
  );
}
