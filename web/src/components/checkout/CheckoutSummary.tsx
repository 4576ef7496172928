import { formatGBP } from '@shop/contracts';
import { Alert, Card } from 'antd';
import { Link } from 'react-router-dom';
import { useCart } from '../../cart/CartContext';
import { lineTotal } from '../../cart/pricing';
import { FreeShippingNote, PriceBreakdown } from '../cart/PriceBreakdown';

/** What is being bought and what it costs, beside the checkout form. */
export function CheckoutSummary() {
  const { availableItems, hasUnavailableItems, price } = useCart();
  return (
    <Card title="Order Summary" className="checkout-summary" data-testid="checkout-summary">
      {hasUnavailableItems && (
        <Alert
          type="warning"
          showIcon
          className="cart-summary-alert"
          message={
            <>
              Your basket holds a product that is no longer available. <Link to="/cart">Review your basket</Link>
            </>
          }
        />
      )}
      <ul className="checkout-lines">
        {availableItems.map(({ id, quantity, product }) => (
          <li key={id} data-testid="checkout-line">
            <span>
              {product.name} &times; {quantity}
            </span>
            <span>{formatGBP(lineTotal(product.price, quantity))}</span>
          </li>
        ))}
      </ul>
      <PriceBreakdown price={price} />
      <FreeShippingNote />
    </Card>
  );
}
