import { ShoppingCartOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { ButtonLink } from '../ButtonLink';

export function EmptyBasket() {
  return (
    <div data-testid="cart-empty">
      <Result
        icon={<ShoppingCartOutlined />}
        title="Your basket is empty"
        subTitle="Looks like you haven't added any products to your basket yet."
        extra={
          <ButtonLink to="/sales" variant="primary">
            Continue Shopping
          </ButtonLink>
        }
      />
    </div>
  );
}
