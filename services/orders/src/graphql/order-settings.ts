import { orderSettingsFieldsOf, toGbpOrNull } from '@shop/contracts';
import type { OrderSettingsUseCases } from '../application/order-settings';
import type { Resolvers } from './__generated__/resolvers';

/** The shop's order settings for the admin, and what the checkout offers for anyone. */
export function orderSettingsResolvers(
  settings: OrderSettingsUseCases,
): Required<Pick<Resolvers, 'Query' | 'Mutation'>> {
  return {
    Query: {
      orderSettings: async (_, __, ctx) => orderSettingsFieldsOf(await settings.read({ user: ctx.user })),
      checkoutOptions: async () => ({
        bankTransferThreshold: toGbpOrNull(await settings.bankTransferThresholdPence()),
      }),
    },
    Mutation: {
      saveOrderSettings: async (_, { input }, ctx) =>
        orderSettingsFieldsOf(await settings.save(input, { user: ctx.user })),
    },
  };
}
