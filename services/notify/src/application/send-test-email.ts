import { requireAdmin, type AuthContext } from '@shop/kit';
import { sendOnce } from '../adapters/smtp';
import type { EmailSettingsStore } from '../models/email-settings-store';

const TEST_EMAIL_TEXT = 'This test email shows that the shop can send notifications through your SMTP server.';

/** The Settings tab's test email: one real exchange with the saved server, its failure told to the admin. */
export const sendTestEmail =
  (settings: Pick<EmailSettingsStore, 'smtp'>, timeoutMs: number) =>
  async (actor: AuthContext): Promise<{ success: boolean; message: string }> => {
    requireAdmin(actor);
    const smtp = await settings.smtp();
    if (!smtp) return { success: false, message: 'Email is not set up yet: save the SMTP settings first' };
    try {
      await sendOnce(
        smtp,
        {
          to: smtp.to,
          subject: `Test email from ${smtp.footerCompanyName}`,
          text: TEST_EMAIL_TEXT,
          html: `<p>${TEST_EMAIL_TEXT}</p>`,
        },
        timeoutMs,
      );
      return { success: true, message: `Test email sent to ${smtp.to}` };
    } catch (err) {
      return { success: false, message: `Failed to send test email: ${(err as Error).message}` };
    }
  };
