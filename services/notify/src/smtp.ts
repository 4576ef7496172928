import nodemailer from 'nodemailer';
import type { SmtpSettings } from './models/settings';

/** One SMTP exchange with the configured server, failing within the time-out rather than hanging. */
export async function sendMail(
  settings: SmtpSettings,
  mail: { to: string; subject: string; html: string; text: string; messageId?: string },
  timeoutMs: number,
): Promise<void> {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.pass },
    tls: { rejectUnauthorized: settings.rejectUnauthorized },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.sendMail({ from: `"${settings.footerCompanyName}" <${settings.from}>`, ...mail });
  } finally {
    transport.close();
  }
}
