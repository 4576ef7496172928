import { Alert, Button, Card, Col, Row } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCart } from '../cart/CartContext';
import { CartLineItem } from '../components/cart/CartLineItem';
import { EmptyBasket } from '../components/cart/EmptyBasket';
import { FreeShippingNote, PriceBreakdown } from '../components/cart/PriceBreakdown';
import { Loading } from '../components/Loading';
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
      type="primary"
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

export function CartPage() {
  const { items, price, loading, hasUnavailableItems } = useCart();

  let content;
  if (loading) content = <Loading />;
  else if (items.length === 0) content = <EmptyBasket />;
  else {
    content = (
      <Row gutter={[32, 32]}>
        <Col xs={24} lg={16}>
          <Card data-testid="cart-lines">
            {items.map((line) => (
              <CartLineItem key={line.id} line={line} />
            ))}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="Order Summary" data-testid="cart-summary">
            <PriceBreakdown price={price} />
            <FreeShippingNote />
            {hasUnavailableItems && (
              <Alert
                type="warning"
                showIcon
                className="cart-summary-alert"
                message="Remove the products that are no longer available to check out."
              />
            )}
            <ProceedToCheckoutButton disabled={hasUnavailableItems} />
            <Link to="/sales" className="continue-shopping">
              Continue Shopping
            </Link>
          </Card>
        </Col>
      </Row>
    );
  }

  return (
    <div className="container section">
      <PageHead title="Your Basket" description="The equipment in your basket, ready for checkout." />
      <h1>Your Basket</h1>
      {content}
    </div>
  );
}
