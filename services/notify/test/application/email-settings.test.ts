import { EMAIL_SETTINGS_MESSAGES, MASKED_PASSWORD } from '@shop/contracts';
import { Forbidden, Invalid, Unauthorized } from '@shop/kit';
import { emailSettings } from '../../src/application/email-settings-queries';
import { saveEmailSettings } from '../../src/application/save-email-settings';
import { sendTestEmail } from '../../src/application/send-test-email';
import { emailSettingsStore } from '../../src/models/email-settings-store';
import { letterheadStore } from '../../src/models/letterhead-store';
import { localSmtpSettings } from '@shop/test-support/email-settings';
import { startSmtp, type LocalSmtp } from '@shop/test-support/smtp';
import { freePort, signedOut } from '@shop/kit/testing';
import { SECRETS_KEY, admin, openDatabase, shopper } from './fixtures';

let db: Awaited<ReturnType<typeof openDatabase>>;
let smtp: LocalSmtp;
let store: ReturnType<typeof emailSettingsStore>;
let save: ReturnType<typeof saveEmailSettings>;

const form = (extra: Record<string, unknown> = {}) =>
  localSmtpSettings(smtp.port, { footerCompanyName: 'SoundHire Test Ltd', ...extra });

beforeAll(async () => {
  db = await openDatabase();
  smtp = await startSmtp();
  store = emailSettingsStore(db.models.EmailSettings, SECRETS_KEY);
  save = saveEmailSettings(
    store,
    letterheadStore(db.models.Letterhead, () => {}),
  );
});

afterAll(async () => {
  await smtp.stop();
  await db.close();
});

describe('email settings use cases', () => {
  it('are for admins only', async () => {
    await expect(save(form(), shopper)).rejects.toThrow(new Forbidden('Admin access required'));
    await expect(save(form(), signedOut)).rejects.toThrow(new Unauthorized('You must be signed in'));
    await expect(emailSettings(store)(shopper)).rejects.toThrow(Forbidden);
    await expect(sendTestEmail(store, 2_000)(shopper)).rejects.toThrow(Forbidden);
  });

  it('says the email is not set up before the first save, and refuses a first save without a password', async () => {
    expect(await emailSettings(store)(admin)).toBeNull();
    expect(await sendTestEmail(store, 2_000)(admin)).toEqual({
      success: false,
      message: 'Email is not set up yet: save the SMTP settings first',
    });
    await expect(save(form({ pass: '' }), admin)).rejects.toThrow(
      new Invalid(`pass: ${EMAIL_SETTINGS_MESSAGES.pass}`, 'pass'),
    );
    await expect(save(form({ host: ' ' }), admin)).rejects.toThrow(`host: ${EMAIL_SETTINGS_MESSAGES.host}`);
  });

  it('stores the password sealed, and keeps it when the form sends it blank or masked for the same account', async () => {
    const saved = await save(form({ host: 'SMTP.SoundHire.test' }), admin);
    expect(saved).toMatchObject({ host: 'SMTP.SoundHire.test', user: 'shop', pass: 'mail-secret', port: smtp.port });
    const raw = await db.connection.collection('email_settings').findOne({});
    expect(JSON.stringify(raw)).not.toContain('mail-secret');

    const masked = form({ host: 'SMTP.SoundHire.test', pass: MASKED_PASSWORD, footerCompanyName: 'Renamed Ltd' });
    expect(await save(masked, admin)).toMatchObject({ pass: 'mail-secret', footerCompanyName: 'Renamed Ltd' });
    // The server's name is not case-sensitive: the same account keeps its password.
    expect(await save(form({ host: 'smtp.soundhire.test', pass: '' }), admin)).toMatchObject({
      host: 'smtp.soundhire.test',
      pass: 'mail-secret',
    });
  });

  it('keeps the letterhead’s phone, VAT and company numbers as written on paper, and refuses a malformed one', async () => {
    const letterhead = {
      footerPhone: '01323 555 010',
      footerVatNumber: 'gb 123 4567 89',
      footerCompanyNumber: 'sc123456',
    };
    await save(form(letterhead), admin);
    expect(await emailSettings(store)(admin)).toMatchObject({
      footerPhone: '01323 555 010',
      footerVatNumber: 'GB123456789',
      footerCompanyNumber: 'SC123456',
    });
    await expect(save(form({ ...letterhead, footerVatNumber: 'GB1234' }), admin)).rejects.toThrow(
      'VAT number must be GB followed by 9 or 12 digits',
    );
  });

  it('asks for the password again when the server, port or username changes', async () => {
    await save(form(), admin);
    for (const changed of [{ host: 'smtp.elsewhere.test' }, { port: 2525 }, { user: 'someone-else' }]) {
      await expect(save(form({ pass: '', ...changed }), admin)).rejects.toThrow(
        `pass: ${EMAIL_SETTINGS_MESSAGES.passForNewServer}`,
      );
    }
    expect(await save(form({ pass: 'new-secret', user: 'someone-else' }), admin)).toMatchObject({
      user: 'someone-else',
      pass: 'new-secret',
    });
  });

  it('sends a real test email to the to address, and tells the admin why one failed', async () => {
    await save(form(), admin);
    expect(await sendTestEmail(store, 2_000)(admin)).toEqual({
      success: true,
      message: 'Test email sent to desk@soundhire.test',
    });
    const mail = smtp.received.find((m) => m.subject === 'Test email from SoundHire Test Ltd');
    expect(mail?.text).toContain('This test email shows that the shop can send notifications');

    await save(form({ port: await freePort() }), admin);
    const failed = await sendTestEmail(store, 2_000)(admin);
    expect(failed.success).toBe(false);
    expect(failed.message).toMatch(/^Failed to send test email: .*(ECONNREFUSED|connect)/i);
  });
});
