import type { emailSettings } from '../application/email-settings-queries';
import type { saveEmailSettings } from '../application/save-email-settings';
import type { sendTestEmail } from '../application/send-test-email';
import type { Resolvers } from './__generated__/resolvers';
import { toEmailSettingsState } from './dto';

export interface EmailSettingsApi {
  emailSettings: ReturnType<typeof emailSettings>;
  saveEmailSettings: ReturnType<typeof saveEmailSettings>;
  sendTestEmail: ReturnType<typeof sendTestEmail>;
}

/** The Settings tab: read (password masked), save, and a real test email. */
export function emailSettingsResolvers(api: EmailSettingsApi): Resolvers {
  return {
    Query: {
      emailSettings: async (_, __, ctx) => toEmailSettingsState(await api.emailSettings({ user: ctx.user })),
    },
    Mutation: {
      saveEmailSettings: async (_, { input }, ctx) =>
        toEmailSettingsState(await api.saveEmailSettings(input, { user: ctx.user })),
      sendTestEmail: (_, __, ctx) => api.sendTestEmail({ user: ctx.user }),
    },
  };
}
