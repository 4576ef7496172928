import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { snippet } from '../../format';
import type { ListedWishlistEntry } from '../../graphql/wishlist';
import { AddToBasketButton } from '../catalog/AddToBasketButton';
import { PriceTag } from '../catalog/PriceTag';
import { ProductImage } from '../catalog/ProductCard';

interface WishlistCardProps {
  entry: ListedWishlistEntry;
  removing: boolean;
  onRemove(productId: number): void;
}

export function WishlistCard({ entry, removing, onRemove }: WishlistCardProps) {
  const { product } = entry;
  const path = `/product/${product.slug}`;
  return (
    <Card
      className="product-card"
      data-testid="wishlist-card"
      cover={
        <Link to={path} tabIndex={-1}>
          <ProductImage src={product.imageUrl} alt={product.name} />
        </Link>
      }
    >
      <h3 className="product-card-title">
        <Link to={path}>{product.name}</Link>
      </h3>
      <p className="muted">{snippet(product.description)}</p>
      <div className="product-card-meta">
        <PriceTag price={product.price} compareAtPrice={product.compareAtPrice} />
        {product.stock > 0 ? (
          <Tag color="green" data-testid="stock-status">
            In Stock
          </Tag>
        ) : (
          <Tag color="red" data-testid="stock-status">
            Out of Stock
          </Tag>
        )}
      </div>
      <div className="product-card-actions">
        <AddToBasketButton />
        <Button
          danger
          icon={<DeleteOutlined />}
          aria-label={`Remove ${product.name} from wishlist`}
          data-testid="wishlist-remove"
          disabled={removing}
          onClick={() => onRemove(product.id)}
        />
      </div>
    </Card>
  );
}
