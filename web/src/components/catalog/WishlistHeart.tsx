import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useSession } from '../../hooks/useSession';
import { useWishlistToggle } from '../../hooks/useWishlistToggle';

export function WishlistHeart({ productId }: { productId: number }) {
  const { user } = useSession();
  const { inWishlist, toggle, disabled } = useWishlistToggle(productId);
  const label = inWishlist ? 'Remove from wishlist' : 'Add to wishlist';
  return (
    <Tooltip title={user ? label : 'Log in to use your wishlist'}>
      <span>
        <Button
          shape="circle"
          icon={inWishlist ? <HeartFilled style={{ color: '#e11d48' }} /> : <HeartOutlined />}
          aria-label={label}
          aria-pressed={inWishlist}
          data-testid="wishlist-toggle"
          disabled={disabled}
          onClick={() => void toggle()}
        />
      </span>
    </Tooltip>
  );
}
