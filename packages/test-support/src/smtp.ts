import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The only login the local server accepts. */
export const SMTP_LOGIN = { user: 'shop', pass: 'mail-secret' };

export interface LocalSmtp {
  port: number;
  /** Every message the server accepted, parsed. */
  received: ParsedMail[];
  /** When the server accepted each of `received` (epoch ms), in the same order. */
  receivedAt: number[];
  stop: () => Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (plain, with login), standing in for the shop's mail provider. */
export async function startSmtp(port = 0): Promise<LocalSmtp> {
  const received: ParsedMail[] = [];
  const receivedAt: number[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === SMTP_LOGIN.user && auth.password === SMTP_LOGIN.pass
        ? callback(null, { user: auth.username })
        : callback(new Error('Invalid username or password')),
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          receivedAt.push(Date.now());
          callback();
        })
        .catch(callback);
    },
  });
  // A client that dies mid-conversation (a killed process) resets its connection: routine for a mail server.
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    receivedAt,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
