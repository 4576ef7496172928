import { DeleteOutlined } from '@ant-design/icons';
import type { HireBasketLine } from '@shop/contracts';
import { Button, InputNumber } from 'antd';
import { Link } from 'react-router-dom';
import { useHireBasket } from '../../hire/HireBasketContext';
import { HirePeriodSelect } from './HirePeriodSelect';

/** One hire basket line: quantity (at least 1), period and remove. */
export function HireBasketLineItem({ line }: { line: HireBasketLine }) {
  const { setQuantity, setPeriod, remove } = useHireBasket();
  const { product } = line;
  return (
    <div className="hire-basket-line" data-testid="hire-basket-line">
      <div className="cart-line-details">
        {product.slug ? (
          <Link to={`/hire/${product.slug}`} className="cart-line-name">
            {product.name}
          </Link>
        ) : (
          <span className="cart-line-name">{product.name}</span>
        )}
        <span className="muted">Prices are confirmed in your quote.</span>
      </div>
      <InputNumber
        min={1}
        precision={0}
        value={line.quantity}
        // Emptied or below 1 is ignored: removing is the remove button's job.
        onChange={(quantity) => quantity !== null && quantity >= 1 && setQuantity(product.id, quantity)}
        aria-label={`Quantity of ${product.name}`}
        data-testid="hire-basket-quantity"
      />
      <HirePeriodSelect
        value={line.hirePeriod}
        onChange={(period) => setPeriod(product.id, period)}
        label={`Hire period of ${product.name}`}
      />
      <Button
        danger
        type="text"
        icon={<DeleteOutlined />}
        aria-label={`Remove ${product.name}`}
        onClick={() => remove(product.id)}
        data-testid="hire-basket-remove"
      />
    </div>
  );
}
