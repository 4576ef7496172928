import { useMutation } from '@apollo/client';
import { toGbp, type CheckoutForm } from '@shop/contracts';
import { isConflict } from '@shop/web-common';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCart } from '../cart/CartContext';
import { isRefusal, shopperMessage } from '../errors';
import { PLACE_ORDER_MUTATION, type PlaceOrderInput } from '../graphql/orders';
import { subscribeToNewsletter } from '../newsletter';
import { useToast } from './useToast';

/** No real payment is taken: every order records this placeholder as its payment id. */
const PLACEHOLDER_PAYMENT_ID = 'demo-no-payment-taken';

const customerName = (form: CheckoutForm) => `${form.firstName} ${form.lastName}`;

/**
 * Places the basket as an order and follows the spec's checkout states: on success the basket is cleared, a toast
 * shown and the shopper sent to /; on failure a destructive toast and the form stays as it was.
 */
export function usePlaceOrder() {
  const { availableItems, price, clear, refresh } = useCart();
  const navigate = useNavigate();
  const toast = useToast();
  const [placeOrderMutation, { loading }] = useMutation(PLACE_ORDER_MUTATION);
  // One key per attempt: resending after a lost answer returns the order already placed instead of a second one.
  const idempotencyKey = useRef<string | null>(null);

  const placeOrder = useCallback(
    async (form: CheckoutForm) => {
      const input: PlaceOrderInput = {
        // The priced total: the server prices the lines itself and refuses (CONFLICT) when it disagrees.
        total: toGbp(price.totalPence),
        shippingAddress: form.address,
        shippingCity: form.city,
        shippingState: form.state,
        shippingPostalCode: form.postalCode,
        shippingCountry: form.country,
        paymentMethod: form.paymentMethod,
        paymentId: PLACEHOLDER_PAYMENT_ID,
        notes: form.orderNotes,
        items: availableItems.map(({ productId, quantity, product }) => ({
          productId,
          quantity,
          price: product.price,
        })),
        customerName: customerName(form),
        customerEmail: form.email,
        customerPhone: form.phone,
      };
      idempotencyKey.current ??= crypto.randomUUID();
      try {
        await placeOrderMutation({
          variables: { input, idempotencyKey: idempotencyKey.current },
          update: (cache) => cache.evict({ id: 'ROOT_QUERY', fieldName: 'myOrders' }),
        });
      } catch (error) {
        // A refusal placed nothing, so the next try is a new attempt; after a lost answer the key is kept.
        if (isRefusal(error)) idempotencyKey.current = null;
        // A conflict means the prices moved since the basket was loaded: show the current ones.
        if (isConflict(error)) void refresh();
        toast.error(
          'Checkout failed',
          shopperMessage(error, 'Something went wrong while processing your order. Please try again.'),
        );
        return;
      }
      idempotencyKey.current = null;
      toast.success(
        'Order placed successfully!',
        'Thank you for your purchase. You will receive an email confirmation shortly.',
      );
      if (form.newsletter) {
        // Best effort: the order is what matters here, and one toast shows at a time.
        subscribeToNewsletter(form.email, customerName(form)).catch(() => undefined);
      }
      // Leave first: the checkout page sends an empty basket to /cart, and clearing would empty it while shown.
      navigate('/');
      await clear();
    },
    [availableItems, clear, navigate, placeOrderMutation, price, refresh, toast],
  );

  return { placeOrder, placing: loading };
}
