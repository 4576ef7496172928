import { bankDetailsSet, orderSettingsOf, orderSettingsSchema, type OrderSettings } from '@shop/contracts';
import { parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import type { OrderSettingsStore } from '../models/order-settings';

/**
 * The shop's order settings (bank transfer, returns): the admin reads and saves them (every field, checked). Every
 * use of them reads the stored document, so a save applies at once on every replica.
 */
export function orderSettings(settings: OrderSettingsStore) {
  return {
    async read(actor: AuthContext): Promise<OrderSettings> {
      requireAdmin(actor);
      return settings.read();
    },
    async save(input: unknown, actor: AuthContext): Promise<OrderSettings> {
      requireAdmin(actor);
      return settings.save(orderSettingsOf(parseInput(orderSettingsSchema, input)));
    },
    /**
     * For the checkout: the least total bank transfer is offered for, or null while the shop has no bank details to
     * give (the details themselves are shown only on an order paid that way).
     */
    async bankTransferThresholdPence(): Promise<number | null> {
      const current = await settings.read();
      return bankDetailsSet(current) ? current.bankTransferThresholdPence : null;
    },
  };
}

export type OrderSettingsUseCases = ReturnType<typeof orderSettings>;
