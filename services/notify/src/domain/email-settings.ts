import { EMAIL_SETTINGS_MESSAGES, type EmailSettingsInput } from '@shop/contracts';
import { Invalid } from '@shop/kit';

/** The fields that name the SMTP account a password belongs to. */
export type SmtpAccount = Pick<EmailSettingsInput, 'host' | 'port' | 'user'>;

/** Whether the settings name the SMTP account the stored password was entered for. */
const sameAccount = (stored: SmtpAccount, next: SmtpAccount) =>
  stored.host.toLowerCase() === next.host.toLowerCase() && stored.port === next.port && stored.user === next.user;

/**
 * A blank password keeps the stored one, and is refused when there is none. It is refused too when
 * the server, port or username changed: the stored password belongs to the account it was entered
 * for, and keeping it would hand it to whatever host was typed next. Asking again (rather than
 * clearing it) tells the admin at once, not at the first failed email.
 */
export function assertPasswordKept<T extends SmtpAccount>(saved: T | null, next: SmtpAccount): asserts saved is T {
  if (!saved) throw new Invalid(`pass: ${EMAIL_SETTINGS_MESSAGES.pass}`, 'pass');
  if (!sameAccount(saved, next)) throw new Invalid(`pass: ${EMAIL_SETTINGS_MESSAGES.passForNewServer}`, 'pass');
}
