import { MASKED_PASSWORD, emailSettingsSchema, letterheadOf } from '@shop/contracts';
import { parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { assertPasswordKept } from '../domain/email-settings';
import type { EmailSettingsStore, SmtpSettings } from '../models/email-settings-store';
import type { PublishLetterhead } from '../models/letterhead-store';

/**
 * The Settings tab's Save: checks the form (not the server) and stores it, then publishes its letterhead for the
 * quote PDFs hire prints; resolves with what is now saved.
 */
export const saveEmailSettings =
  (settings: EmailSettingsStore, publishLetterhead: PublishLetterhead) =>
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
    // Saved first: a publish lost to a crash here is made at the next start (see app.ts).
    await publishLetterhead(letterheadOf(form));
    return settings.smtp();
  };
