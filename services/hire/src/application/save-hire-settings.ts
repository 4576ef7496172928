import { hireSettingsSchema, type HireSettings } from '@shop/contracts';
import { parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import type { HireSettingsStore } from '../models/hire-settings';

/** The hire settings (pricing, reminders): the admin reads and saves them (every field, checked). */
export function hireSettings(settings: HireSettingsStore) {
  return {
    read(actor: AuthContext): Promise<HireSettings> {
      requireAdmin(actor);
      return settings.read();
    },
    save(input: unknown, actor: AuthContext): Promise<HireSettings> {
      requireAdmin(actor);
      return settings.save(parseInput(hireSettingsSchema, input));
    },
  };
}
