import { seed } from '@shop/test-support/seed';
import { MAIL_INBOX, startMailInbox } from './lib/mail-inbox';
import { startStack } from '@shop/test-support/process-stack';

const PORT = Number(process.env.PORT ?? 4000);
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';

async function main() {
  const started = Date.now();
  const inbox = await startMailInbox((line) => process.stdout.write(`[mail] ${line}\n`));
  const stack = await startStack({
    gatewayPort: PORT,
    env: { LOG_LEVEL },
    output: (name, line) => process.stdout.write(`[${name}] ${line}\n`),
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the shop...');
    stack
      .stop()
      .then(() => inbox.stop())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await seed(
    stack.url,
    { username: process.env.ADMIN_USERNAME ?? 'admin', password: process.env.ADMIN_PASSWORD ?? 'admin123' },
    console.log,
    { mailInbox: MAIL_INBOX },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\nThe shop is running on ${stack.url} (admin: ${stack.url}/admin), ready in ${seconds}s. Ctrl-C stops it.` +
      `\nEvery email it sends lands in the local inbox: http://localhost:${MAIL_INBOX.webPort}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
