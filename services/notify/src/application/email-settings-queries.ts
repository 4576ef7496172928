import { requireAdmin, type AuthContext } from '@shop/kit';
import type { EmailSettingsStore, SmtpSettings } from '../models/email-settings-store';

/** The saved email settings (password opened: the caller masks it), or null before the first save. */
export const emailSettings =
  (settings: Pick<EmailSettingsStore, 'smtp'>) =>
  async (actor: AuthContext): Promise<SmtpSettings | null> => {
    requireAdmin(actor);
    return settings.smtp();
  };
