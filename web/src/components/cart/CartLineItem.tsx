import { formatGBP } from '@shop/contracts';
import { DeleteOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCart } from '../../cart/CartContext';
import { lineTotal } from '../../cart/pricing';
import type { CartLine } from '../../graphql/cart';
import { ProductImage } from '../catalog/ProductImage';
import { Button } from '../ui/Button';
import { CartQuantityInput } from './CartQuantityInput';

const UNAVAILABLE_NAME = 'Unavailable product';

/** One basket line; a product no longer sold is shown greyed with only its remove button working. */
export function CartLineItem({ line }: { line: CartLine }) {
  const { updateQuantity, remove } = useCart();
  const [removing, setRemoving] = useState(false);
  const { product } = line;
  const name = product?.name ?? UNAVAILABLE_NAME;

  async function removeLine() {
    setRemoving(true);
    // On success the line leaves the basket and this component with it.
    if (!(await remove(line.id))) setRemoving(false);
  }

  return (
    <div className={product ? 'cart-line' : 'cart-line cart-line-unavailable'} data-testid="cart-line">
      <div className="cart-line-image">
        <ProductImage src={product?.imageUrl ?? null} alt={name} />
      </div>
      <div className="cart-line-details">
        {product ? (
          <Link to={`/product/${product.slug}`} className="cart-line-name">
            {product.name}
          </Link>
        ) : (
          <>
            <span className="cart-line-name">{name}</span>
            <span className="text-danger" data-testid="cart-line-unavailable">
              This product is no longer available. Remove it to check out.
            </span>
          </>
        )}
        {product && <span className="muted">{formatGBP(product.price)} each</span>}
      </div>
      <CartQuantityInput
        quantity={line.quantity}
        productName={name}
        disabled={!product}
        onCommit={(quantity) => updateQuantity(line.id, quantity)}
      />
      <span className="cart-line-total" data-testid="cart-line-total">
        {product ? formatGBP(lineTotal(product.price, line.quantity)) : '-'}
      </span>
      <Button
        danger
        variant="text"
        icon={<DeleteOutlined />}
        aria-label={`Remove ${name}`}
        loading={removing}
        onClick={() => void removeLine()}
        data-testid="cart-remove"
      />
    </div>
  );
}
