import { seed } from '@shop/test-support/seed';
import { MAIL_INBOX, startMailInbox } from './lib/mail-inbox';
import { startStack } from '@shop/stack/process-stack';

const PORT = Number(process.env.PORT ?? 4000);
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
/** Every process sends all its traces to the local Jaeger (scripts/infra/jaeger.sh) unless told otherwise. */
const TRACING = {
  OTEL_EXPORTER_OTLP_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_ENDPOINT ?? 'http://127.0.0.1:4318',
  OTEL_TRACES_SAMPLER_ARG: process.env.OTEL_TRACES_SAMPLER_ARG ?? '1',
};
const TRACE_VIEWER = `http://localhost:${process.env.JAEGER_UI_PORT ?? 16686}`;

async function main() {
  const started = Date.now();
  const inbox = await startMailInbox((line) => process.stdout.write(`[mail] ${line}\n`));
  const stack = await startStack({
    gatewayPort: PORT,
    env: { LOG_LEVEL, ...TRACING },
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
      `\nEvery email it sends lands in the local inbox: http://localhost:${MAIL_INBOX.webPort}` +
      `\nnpm run trace prints the latest order's trace from the local Jaeger (${TRACE_VIEWER}, its query API)\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
