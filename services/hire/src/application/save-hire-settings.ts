import { hireSettingsSchema, type HireRateSettings } from '@shop/contracts';
import { parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import type { HireSettingsStore } from '../models/hire-settings';

/** The hire pricing settings: the admin reads and saves them (every field, checked). */
export function hireSettings(settings: HireSettingsStore) {
  return {
    read(actor: AuthContext): Promise<HireRateSettings> {
      requireAdmin(actor);
      return settings.read();
    },
    save(input: unknown, actor: AuthContext): Promise<HireRateSettings> {
      requireAdmin(actor);
      return settings.save(parseInput(hireSettingsSchema, input));
    },
  };
}
