import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { eventually } from '@shop/kit';
import { ROOT } from '@shop/stack/process-stack';

/** The local inbox's SMTP login; the demo seed's email settings use it. */
export const MAIL_INBOX = {
  host: '127.0.0.1',
  smtpPort: Number(process.env.MAIL_INBOX_SMTP_PORT ?? 1025),
  webPort: Number(process.env.MAIL_INBOX_WEB_PORT ?? 1080),
  user: 'shop',
  pass: 'local-inbox',
};

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * A real SMTP server with a web inbox (MailDev) on 127.0.0.1, so every email the local shop sends
 * can be read. One already running on the port is used as it is.
 */
export async function startMailInbox(output: (line: string) => void): Promise<{ stop: () => Promise<void> }> {
  if (await answers(MAIL_INBOX.smtpPort)) return { stop: async () => undefined };
  const child = spawn(
    join(ROOT, 'node_modules/.bin/maildev'),
    [
      '--ip',
      MAIL_INBOX.host,
      '--smtp',
      String(MAIL_INBOX.smtpPort),
      '--web',
      String(MAIL_INBOX.webPort),
      '--incoming-user',
      MAIL_INBOX.user,
      '--incoming-pass',
      MAIL_INBOX.pass,
      '--silent',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stderr.on('data', (chunk: Buffer) => output(chunk.toString().trimEnd()));
  await eventually(
    async () => {
      if (!(await answers(MAIL_INBOX.smtpPort))) throw new Error('mail inbox not answering yet');
    },
    30_000,
    200,
  );
  return {
    stop: async () => {
      child.kill('SIGTERM');
    },
  };
}
