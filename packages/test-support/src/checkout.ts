/** A delivery address and payment method that pass the checkout's rules. */
export const deliveryAddress = {
  shippingAddress: '12 High Street',
  shippingCity: 'Lewes',
  shippingState: 'East Sussex',
  shippingPostalCode: 'BN7 2AA',
  shippingCountry: 'United Kingdom',
  paymentMethod: 'credit-card',
};
