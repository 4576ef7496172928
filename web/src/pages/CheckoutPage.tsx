import { useQuery } from '@apollo/client';
import { toPence } from '@shop/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCart } from '../cart/CartContext';
import { CheckoutForm } from '../components/checkout/CheckoutForm';
import { CheckoutSummary } from '../components/checkout/CheckoutSummary';
import { Loading } from '../components/Loading';
import { CHECKOUT_OPTIONS_QUERY } from '../graphql/orders';
import { usePlaceOrder } from '../hooks/usePlaceOrder';
import { useSession } from '../hooks/useSession';
import { PageHead } from '../head/PageHead';

/** Rendered inside RequireAuth, so the session user is present. Drawn without antd. */
export function CheckoutPage() {
  const { user } = useSession();
  const { items, loading, hasUnavailableItems, price } = useCart();
  // Bank transfer is offered for large orders only (the shop's threshold), once the shop has set its bank details.
  const options = useQuery(CHECKOUT_OPTIONS_QUERY).data?.checkoutOptions;
  const threshold = options?.bankTransferThreshold ?? null;
  const bankTransferOffered = threshold !== null && price.totalPence >= toPence(threshold);
  // PayPal (on Stripe's page) once the shop has turned it on in its Payments settings.
  const paypalOffered = options?.paypal ?? false;
  const { placeOrder, placing, submitted } = usePlaceOrder();
  const navigate = useNavigate();
  // A basket emptied by the order being placed is not an abandoned one: the order goes on to its payment.
  const empty = !loading && items.length === 0 && !submitted;

  useEffect(() => {
    if (empty) navigate('/cart', { replace: true });
  }, [empty, navigate]);

  if (!user) return null;
  if (loading) return <Loading />;
  if (empty) return <Loading text="Redirecting to cart..." />;
  return (
    <div className="container section">
      <PageHead title="Checkout" description="Delivery details and payment for your order." noindex />
      <h1>Checkout</h1>
      <div className="summary-columns">
        <CheckoutForm
          user={user}
          submitting={placing}
          blocked={hasUnavailableItems}
          bankTransferOffered={bankTransferOffered}
          paypalOffered={paypalOffered}
          onSubmit={(order) => void placeOrder(order)}
        />
        <div>
          <CheckoutSummary />
        </div>
      </div>
    </div>
  );
}
