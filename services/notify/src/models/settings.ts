import { DEFAULT_EMAIL_SETTINGS, EMAIL_SETTINGS_MESSAGES, type EmailSettingsInput } from '@shop/contracts';
import { Invalid } from '@shop/kit';
import type { Model } from 'mongoose';
import type { EmailSettings } from '../domain/emails';
import { seal, unseal } from '../domain/secrets';
import type { StoredEmailSettings } from './email-settings';

export interface SmtpSettings extends EmailSettings {
  pass: string;
}

/** How long a replica reuses the settings it read; a save on another replica shows after this. */
const CACHE_MS = 2_000;

/** Whether the settings name the SMTP account the stored password was entered for. */
const sameAccount = (stored: StoredEmailSettings, next: Omit<EmailSettingsInput, 'pass'>) =>
  stored.host.toLowerCase() === next.host.toLowerCase() && stored.port === next.port && stored.user === next.user;

/** Reads and writes the email settings, sealing the password with the service's key. */
export function settingsStore(Settings: Model<StoredEmailSettings>, secretsKey: string) {
  let cache: { at: number; doc: Promise<StoredEmailSettings | null> } | null = null;
  const stored = () => {
    if (!cache || Date.now() - cache.at > CACHE_MS) {
      cache = { at: Date.now(), doc: Settings.findById('smtp').lean<StoredEmailSettings>().exec() };
      cache.doc.catch(() => (cache = null));
    }
    return cache.doc;
  };

  return {
    /** The saved settings with the password opened, or null before the first save. */
    async smtp(): Promise<SmtpSettings | null> {
      const doc = await stored();
      if (!doc) return null;
      const { _id, updatedAt: _u, pass, ...settings } = doc;
      return { ...DEFAULT_EMAIL_SETTINGS, ...settings, pass: unseal(pass, secretsKey) };
    },

    /** What emails are written with: the saved settings, else the defaults (sending waits for a save). */
    async wording(): Promise<EmailSettings> {
      const doc = await stored();
      if (!doc) return DEFAULT_EMAIL_SETTINGS;
      const { _id, updatedAt: _u, pass: _p, ...settings } = doc;
      return { ...DEFAULT_EMAIL_SETTINGS, ...settings };
    },

    /**
     * Saves the form; a blank password keeps the stored one, and is refused when there is none.
     * It is refused too when the server, port or username changed: the stored password belongs to
     * the account it was entered for, and keeping it would hand it to whatever host was typed next.
     * Asking again (rather than clearing it) tells the admin at once, not at the first failed email.
     */
    async save(input: EmailSettingsInput): Promise<void> {
      const { pass, ...settings } = input;
      const existing = await Settings.findById('smtp').lean<StoredEmailSettings>();
      if (!pass && !existing) throw new Invalid(`pass: ${EMAIL_SETTINGS_MESSAGES.pass}`, 'pass');
      if (!pass && existing && !sameAccount(existing, settings)) {
        throw new Invalid(`pass: ${EMAIL_SETTINGS_MESSAGES.passForNewServer}`, 'pass');
      }
      const sealed = pass ? seal(pass, secretsKey) : existing!.pass;
      await Settings.replaceOne(
        { _id: 'smtp' },
        { ...settings, pass: sealed, updatedAt: new Date() },
        { upsert: true },
      );
      cache = null;
    },
  };
}

export type SettingsStore = ReturnType<typeof settingsStore>;
