import { formatGBP } from '@shop/contracts';
import { Link } from 'react-router-dom';
import { useCart } from '../../cart/CartContext';
import { lineTotal } from '../../cart/pricing';
import { FreeShippingNote, PriceBreakdown } from '../cart/PriceBreakdown';
import { Notice } from '../ui/Notice';
import { Panel } from '../ui/Panel';

/** What is being bought and what it costs, beside the checkout form. */
export function CheckoutSummary() {
  const { availableItems, hasUnavailableItems, price } = useCart();
  return (
    <Panel title="Order Summary" className="checkout-summary" testId="checkout-summary">
      {hasUnavailableItems && (
        <div className="cart-summary-alert">
          <Notice
            type="warning"
            message={
              <>
                Your basket holds a product that is no longer available. <Link to="/cart">Review your basket</Link>
              </>
            }
          />
        </div>
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
    </Panel>
  );
}
