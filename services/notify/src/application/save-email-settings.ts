import { MASKED_PASSWORD, emailSettingsSchema } from '@shop/contracts';
import { parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { assertPasswordKept } from '../domain/email-settings';
import type { EmailSettingsStore, SmtpSettings } from '../models/email-settings-store';

/** The Settings tab's Save: checks the form (not the server) and stores it; resolves with what is now saved. */
export const saveEmailSettings =
  (settings: EmailSettingsStore) =>
  async (input: unknown, actor: AuthContext): Promise<SmtpSettings | null> => {
    requireAdmin(actor);
    const { pass, ...form } = parseInput(emailSettingsSchema, input);
    // The masked value sent back unchanged means "keep the password", as a blank one does.
    const newPass = pass === MASKED_PASSWORD ? null : pass;
    if (newPass) {
      await settings.save(form, newPass);
    } else {
      const saved = await settings.saved();
      assertPasswordKept(saved, form);
      await settings.save(form, saved.pass);
    }
    return settings.smtp();
  };
