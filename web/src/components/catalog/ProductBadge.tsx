import type { ProductSummary } from '../../graphql/catalog';
import { Chip, type ChipColour } from '../Chip';

type BadgeFlags = Pick<ProductSummary, 'isNew' | 'isOnSale' | 'isLimited'>;

/** In priority order: a product shows only the first badge whose flag is set. */
const BADGES: { flag: keyof BadgeFlags; colour: ChipColour; text: string }[] = [
  { flag: 'isNew', colour: 'blue', text: 'New' },
  { flag: 'isOnSale', colour: 'red', text: 'Sale' },
  { flag: 'isLimited', colour: 'purple', text: 'Limited' },
];

export function ProductBadge({ product }: { product: BadgeFlags }) {
  const badge = BADGES.find(({ flag }) => product[flag]);
  if (!badge) return null;
  return (
    <Chip colour={badge.colour} testId="product-badge">
      {badge.text}
    </Chip>
  );
}
