import { hireSettingsOf, hireSettingsSchema, hireTerms, type HireSettings } from '@shop/contracts';
import { parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import type { HireSettingsStore } from '../models/hire-settings';

/** The hire settings (pricing, damage waiver, reminders): the admin reads and saves them (every field, checked). */
export function hireSettings(settings: HireSettingsStore) {
  return {
    read(actor: AuthContext): Promise<HireSettings> {
      requireAdmin(actor);
      return settings.read();
    },
    save(input: unknown, actor: AuthContext): Promise<HireSettings> {
      requireAdmin(actor);
      return settings.save(hireSettingsOf(parseInput(hireSettingsSchema, input)));
    },
    /** The hire terms as they stand, for anyone: the damage waiver's excess as set. */
    async terms(): Promise<string[]> {
      return hireTerms((await settings.read()).damageWaiverExcessPence);
    },
  };
}
