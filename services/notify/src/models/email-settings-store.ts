import { DEFAULT_EMAIL_SETTINGS } from '@shop/contracts';
import type { Model } from 'mongoose';
import type { EmailSettings } from '../domain/emails';
import { seal, unseal, type Sealed } from '@shop/kit';
import type { StoredEmailSettings } from './email-settings';

export interface SmtpSettings extends EmailSettings {
  pass: string;
}

/** How long a replica reuses the settings it read; a save on another replica shows after this. */
const CACHE_MS = 2_000;

/** Reads and writes the email settings, sealing the password with the service's key. */
export function emailSettingsStore(Settings: Model<StoredEmailSettings>, secretsKey: string) {
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

    /** The stored document as it is (password sealed), read afresh; null before the first save. */
    saved: () => Settings.findById('smtp').lean<StoredEmailSettings>().exec(),

    /** Saves the form with a new password (sealed here) or the stored one, already sealed. */
    async save(settings: EmailSettings, pass: string | Sealed): Promise<void> {
      const sealed = typeof pass === 'string' ? seal(pass, secretsKey) : pass;
      await Settings.replaceOne(
        { _id: 'smtp' },
        { ...settings, pass: sealed, updatedAt: new Date() },
        { upsert: true },
      );
      cache = null;
    },
  };
}

export type EmailSettingsStore = ReturnType<typeof emailSettingsStore>;
