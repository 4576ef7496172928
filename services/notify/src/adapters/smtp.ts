import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { inSpan } from '@shop/kit';
import type { SmtpSettings } from '../models/email-settings-store';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

const sender = (settings: SmtpSettings) => `"${settings.footerCompanyName}" <${settings.from}>`;

const transportOptions = (settings: SmtpSettings, timeoutMs: number) => ({
  host: settings.host,
  port: settings.port,
  secure: settings.secure,
  auth: { user: settings.user, pass: settings.pass },
  tls: { rejectUnauthorized: settings.rejectUnauthorized },
  connectionTimeout: timeoutMs,
  greetingTimeout: timeoutMs,
  socketTimeout: timeoutMs,
});

/** One SMTP exchange on a fresh connection (the admin's test email checks the settings as they are). */
export async function sendOnce(settings: SmtpSettings, mail: Mail, timeoutMs: number): Promise<void> {
  const transport = nodemailer.createTransport(transportOptions(settings, timeoutMs));
  try {
    await transport.sendMail({ from: sender(settings), ...mail });
  } finally {
    transport.close();
  }
}

/**
 * Sends over a small pool of kept-open SMTP connections, reopened when the settings change, so a
 * burst of emails does not pay a connection, greeting and login each.
 */
export function smtpPool(timeoutMs: number, maxConnections = 5) {
  let current: { key: string; transport: Transporter } | null = null;
  const keyOf = (settings: SmtpSettings) =>
    createHash('sha256')
      .update(JSON.stringify(transportOptions(settings, timeoutMs)))
      .digest('hex');

  return {
    async send(settings: SmtpSettings, mail: Mail): Promise<void> {
      const key = keyOf(settings);
      if (current?.key !== key) {
        current?.transport.close();
        current = {
          key,
          transport: nodemailer.createTransport({
            ...transportOptions(settings, timeoutMs),
            pool: true,
            maxConnections,
          }),
        };
      }
      const { transport } = current;
      await inSpan(
        'smtp send',
        { 'server.address': settings.host, 'server.port': settings.port },
        () => transport.sendMail({ from: sender(settings), ...mail }),
        'client',
      );
    },
    close(): void {
      current?.transport.close();
      current = null;
    },
  };
}

export type SmtpPool = ReturnType<typeof smtpPool>;
