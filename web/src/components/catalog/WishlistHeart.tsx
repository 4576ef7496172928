import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useSession } from '../../hooks/useSession';
import { useWishlistToggle } from '../../hooks/useWishlistToggle';
import { Button } from '../ui/Button';

export function WishlistHeart({ productId }: { productId: number }) {
  const { user } = useSession();
  const { inWishlist, toggle, disabled } = useWishlistToggle(productId);
  const label = inWishlist ? 'Remove from wishlist' : 'Add to wishlist';
  return (
    <Button
      shape="circle"
      icon={inWishlist ? <HeartFilled style={{ color: '#e11d48' }} /> : <HeartOutlined />}
      aria-label={label}
      aria-pressed={inWishlist}
      title={user ? label : 'Log in to use your wishlist'}
      data-testid="wishlist-toggle"
      disabled={disabled}
      onClick={() => void toggle()}
    />
  );
}
