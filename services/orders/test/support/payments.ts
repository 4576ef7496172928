import type { PaymentsClient } from '../../src/adapters/payments';

/** Payments as orders sees it: the refunds asked of it, and whether it answers. */
export function paymentsStandIn() {
  const refunds: Array<{ paymentId: number; reference: string; amountPence: number | null | undefined }> = [];
  let down = false;
  const client: PaymentsClient = {
    openCheckout: () => Promise.reject(new Error('not opened in these tests')),
    refund: async (paymentId, input) => {
      if (down) throw new Error('payments did not answer');
      refunds.push({ paymentId, reference: input.reference, amountPence: input.amountPence });
      return {
        id: paymentId,
        attempt: 1,
        amountPence: 0,
        state: 'succeeded',
        checkoutUrl: null,
        sessionExpiresAt: null,
      };
    },
  };
  return { client, refunds, setDown: (value: boolean) => (down = value) };
}
