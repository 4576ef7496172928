import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ListedWishlistEntry } from '../../graphql/wishlist';
import { AddToBasketButton } from '../catalog/AddToBasketButton';
import { ProductCardFrame } from '../catalog/ProductCardFrame';
import { Chip } from '../Chip';

interface WishlistCardProps {
  entry: ListedWishlistEntry;
  removing: boolean;
  onRemove(productId: number): void;
}

export function WishlistCard({ entry, removing, onRemove }: WishlistCardProps) {
  const { product } = entry;
  const inStock = product.stock > 0;
  return (
    <ProductCardFrame
      product={product}
      testId="wishlist-card"
      stock={
        <Chip colour={inStock ? 'green' : 'red'} testId="stock-status">
          {inStock ? 'In Stock' : 'Out of Stock'}
        </Chip>
      }
      actions={
        <>
          <AddToBasketButton product={product} />
          <Button
            danger
            icon={<DeleteOutlined />}
            aria-label={`Remove ${product.name} from wishlist`}
            data-testid="wishlist-remove"
            disabled={removing}
            onClick={() => onRemove(product.id)}
          />
        </>
      }
    />
  );
}
