import { PAYMENT_METHODS, type PaymentMethod } from '@shop/contracts';

const LABELS: Record<PaymentMethod, string> = {
  'credit-card': 'Credit Card',
  paypal: 'PayPal',
  'bank-transfer': 'Bank Transfer',
};

export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: LABELS[method] }));

/** How an order's payment method reads; an unknown one is shown as stored. */
export function paymentMethodLabel(method: string): string {
  return (PAYMENT_METHODS as readonly string[]).includes(method) ? LABELS[method as PaymentMethod] : method;
}
