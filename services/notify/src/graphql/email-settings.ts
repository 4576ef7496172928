import { DEFAULT_EMAIL_SETTINGS, MASKED_PASSWORD, emailSettingsSchema } from '@shop/contracts';
import { parseInput, requireAdmin, type SubgraphContext } from '@shop/kit';
import type { SettingsStore } from '../models/settings';
import { sendOnce } from '../smtp';

/** The Settings tab: read (password masked), save, and a real test email. */
export function emailSettingsResolvers(settings: SettingsStore, timeoutMs: number) {
  const state = async () => {
    const smtp = await settings.smtp();
    return smtp
      ? { configured: true, settings: { ...smtp, pass: MASKED_PASSWORD } }
      : { configured: false, settings: { ...DEFAULT_EMAIL_SETTINGS, host: '', user: '', pass: '' } };
  };

  return {
    Query: {
      emailSettings: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        return state();
      },
    },
    Mutation: {
      saveEmailSettings: async (_: unknown, args: { input: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const input = parseInput(emailSettingsSchema, args.input);
        // The masked value sent back unchanged means "keep the password".
        await settings.save({ ...input, pass: input.pass === MASKED_PASSWORD ? null : input.pass });
        return state();
      },
      sendTestEmail: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const smtp = await settings.smtp();
        if (!smtp) return { success: false, message: 'Email is not set up yet: save the SMTP settings first' };
        try {
          await sendOnce(
            smtp,
            {
              to: smtp.to,
              subject: `Test email from ${smtp.footerCompanyName}`,
              text: 'This test email shows that the shop can send notifications through your SMTP server.',
              html: '<p>This test email shows that the shop can send notifications through your SMTP server.</p>',
            },
            timeoutMs,
          );
          return { success: true, message: `Test email sent to ${smtp.to}` };
        } catch (err) {
          return { success: false, message: `Failed to send test email: ${(err as Error).message}` };
        }
      },
    },
  };
}
