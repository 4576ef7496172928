import { useMutation } from '@apollo/client';
import { toGbp, type CheckoutForm } from '@shop/contracts';
import { isConflict } from '@shop/web-common';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCart } from '../cart/CartContext';
import { isRefusal, shopperMessage } from '../errors';
import { PLACE_ORDER_MUTATION, type PlaceOrderInput } from '../graphql/orders';
import { subscribeToNewsletter } from '../newsletter';
import { useSubmitGuard } from './useSubmitGuard';
import { useToast } from './useToast';

const customerName = (form: CheckoutForm) => `${form.firstName} ${form.lastName}`;

/**
 * Places the basket as an order and follows the spec's checkout states: once placed, the basket is cleared and the
 * shopper is sent to the order's page, which takes them on to the payment page as soon as the stock is held (and says
 * "Order placed successfully!" once the payment is confirmed); on failure a destructive toast and the form stays as it
 * was.
 */
export function usePlaceOrder() {
  const { availableItems, price, clear, refresh } = useCart();
  const navigate = useNavigate();
  const toast = useToast();
  const [placeOrderMutation] = useMutation(PLACE_ORDER_MUTATION);
  // One key per attempt: resending after a lost answer returns the order already placed instead of a second one.
  const idempotencyKey = useRef<string | null>(null);
  // From sending the order until it is refused: the basket empties as the order is placed (the cart service drops
  // the lines bought), and the checkout page must not take that for an abandoned basket.
  const [submitted, setSubmitted] = useState(false);

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
      setSubmitted(true);
      let orderId: number;
      try {
        const { data } = await placeOrderMutation({
          variables: { input, idempotencyKey: idempotencyKey.current },
          update: (cache) => cache.evict({ id: 'ROOT_QUERY', fieldName: 'myOrders' }),
        });
        orderId = data!.placeOrder.id;
      } catch (error) {
        setSubmitted(false);
        // A refusal placed nothing, so the next try is a new attempt; after a lost answer the key is kept.
        if (isRefusal(error)) idempotencyKey.current = null;
        // A conflict means the prices moved since the basket was loaded: show the current ones.
        if (isConflict(error)) void refresh();
        toast.error(
          'Checkout failed',
          shopperMessage(error, 'Something went wrong while processing your order. Please try again.'),
        );
        return false;
      }
      idempotencyKey.current = null;
      if (form.newsletter) {
        // Best effort: the order is what matters here, and one toast shows at a time.
        subscribeToNewsletter(form.email, customerName(form)).catch(() => undefined);
      }
      // On to paying, then the basket emptied of any line the cart service has not dropped yet.
      navigate(`/account/orders/${orderId}?payment=start`);
      await clear();
      return true;
    },
    [availableItems, clear, navigate, placeOrderMutation, price, refresh, toast],
  );

  const { submit, busy } = useSubmitGuard(placeOrder);
  return { placeOrder: submit, placing: busy, submitted };
}
