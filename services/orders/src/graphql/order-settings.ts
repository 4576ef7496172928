import { orderSettingsFieldsOf, toGbpOrNull, type PaymentOptions } from '@shop/contracts';
import type { OrderSettingsUseCases } from '../application/order-settings';
import type { Resolvers } from './__generated__/resolvers';

/** The shop's order settings for the admin, and what the checkout offers for anyone. */
export function orderSettingsResolvers(
  settings: OrderSettingsUseCases,
  paymentOptions: () => Promise<PaymentOptions>,
): Required<Pick<Resolvers, 'Query' | 'Mutation'>> {
  return {
    Query: {
      orderSettings: async (_, __, ctx) => orderSettingsFieldsOf(await settings.read({ user: ctx.user })),
      checkoutOptions: async () => {
        const [thresholdPence, { paypal }] = await Promise.all([
          settings.bankTransferThresholdPence(),
          paymentOptions(),
        ]);
        return { bankTransferThreshold: toGbpOrNull(thresholdPence), paypal };
      },
    },
    Mutation: {
      saveOrderSettings: async (_, { input }, ctx) =>
        orderSettingsFieldsOf(await settings.save(input, { user: ctx.user })),
    },
  };
}
