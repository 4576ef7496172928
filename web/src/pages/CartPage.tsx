import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCart } from '../cart/CartContext';
import { CartLineItem } from '../components/cart/CartLineItem';
import { EmptyBasket } from '../components/cart/EmptyBasket';
import { FreeShippingNote, PriceBreakdown } from '../components/cart/PriceBreakdown';
import { Loading } from '../components/Loading';
import { Button } from '../components/ui/Button';
import { Notice } from '../components/ui/Notice';
import { Panel } from '../components/ui/Panel';
import { PageHead } from '../head/PageHead';

const CHECKOUT_DELAY_MS = 500;

function ProceedToCheckoutButton({ disabled }: { disabled: boolean }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function proceed() {
    setLeaving(true);
    // The spec's short pause before checkout; the button shows it is on its way meanwhile.
    timer.current = setTimeout(() => navigate('/checkout'), CHECKOUT_DELAY_MS);
  }

  return (
    <Button
      variant="primary"
      size="large"
      block
      disabled={disabled}
      loading={leaving}
      onClick={proceed}
      data-testid="proceed-to-checkout"
    >
      Proceed to Checkout
    </Button>
  );
}

/** The basket: its lines, server-rendered for a visitor who has one, and what they cost. Drawn without antd. */
export function CartPage() {
  const { items, price, loading, hasUnavailableItems } = useCart();

  let content;
  if (loading) content = <Loading />;
  else if (items.length === 0) content = <EmptyBasket />;
  else {
    content = (
      <div className="summary-columns">
        <Panel testId="cart-lines">
          {items.map((line) => (
            <CartLineItem key={line.id} line={line} />
          ))}
        </Panel>
        <Panel title="Order Summary" testId="cart-summary">
          <PriceBreakdown price={price} />
          <FreeShippingNote />
          {hasUnavailableItems && (
            <div className="cart-summary-alert">
              <Notice type="warning" message="Remove the products that are no longer available to check out." />
            </div>
          )}
          <ProceedToCheckoutButton disabled={hasUnavailableItems} />
          <Link to="/sales" className="continue-shopping">
            Continue Shopping
          </Link>
        </Panel>
      </div>
    );
  }

  return (
    <div className="container section">
      <PageHead title="Your Basket" description="The equipment in your basket, ready for checkout." noindex />
      <h1>Your Basket</h1>
      {content}
    </div>
  );
}
