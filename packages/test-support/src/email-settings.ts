import { SMTP_LOGIN } from './smtp';

/**
 * The admin's email settings pointed at a local SMTP server (see startSmtp), with the login it
 * accepts; `extra` changes or adds fields (footer, wording, a wrong password, …).
 */
export const localSmtpSettings = (port: number, extra: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port,
  ...SMTP_LOGIN,
  from: 'shop@soundhire.test',
  to: 'desk@soundhire.test',
  ...extra,
});
