import { ShoppingCartOutlined } from '@ant-design/icons';
import { ButtonLink } from '../ButtonLink';

export function EmptyBasket() {
  return (
    <div className="result" data-testid="cart-empty">
      <ShoppingCartOutlined className="result-icon" />
      <h2 className="result-title">Your basket is empty</h2>
      <p className="result-subtitle">Looks like you haven't added any products to your basket yet.</p>
      <ButtonLink to="/sales" variant="primary">
        Continue Shopping
      </ButtonLink>
    </div>
  );
}
