import { topicFor } from '@shop/contracts';
/**
 * Email benchmark (not a test): the notify service with a fresh database and a real SMTP server on
 * 127.0.0.1, then 500 OrderPaid events published to Kafka, paced at 50 a second (a busy sale)
 * and then all at once (a burst). Prints p50/p95/p99 from each event's publication to its email
 * being accepted by the SMTP server (consumer, mail log, BullMQ job, SMTP exchange), and the
 * throughput. Goal: p95 under 2 s.
 * Run: npm run bench:email (needs the local infrastructure running).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { createKafka, createLogger, domainEvent } from '@shop/kit';
import { callSubgraph, deleteTopicsWithPrefix, dropDatabase, eventually, mintToken, testEnv } from '@shop/kit/testing';
import { notifyService } from '@shop/notify/src/app';
import { requireEngines } from './support/require-engines';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 500);
const GOAL_P95_MS = 2_000;
const runId = randomUUID().slice(0, 8);
const namespace = `bench.${runId}.`;
const now = () => performance.timeOrigin + performance.now();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A real SMTP server that notes when each recipient's message was accepted. */
async function startInbox(accepted: Map<string, number>) {
  const server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    logger: false,
    onData: (stream, session, callback) => {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) accepted.set(rcpt.address, now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function main() {
  await requireEngines();
  const accepted = new Map<string, number>();
  const inbox = await startInbox(accepted);
  const env = testEnv('notify', { KAFKA_NAMESPACE: namespace, LOG_LEVEL: 'warn', KAFKA_TOPIC_PARTITIONS: '3' });
  const service = await notifyService(env).start();
  const kafka = createKafka(
    (env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
    'bench-email',
    createLogger('bench', 'warn'),
  );
  const producer = kafka.producer();
  await producer.connect();
  try {
    const save = await callSubgraph(
      service.url,
      {
        query: 'mutation($input: EmailSettingsInput!) { saveEmailSettings(input: $input) { configured } }',
        variables: {
          input: {
            host: '127.0.0.1',
            port: inbox.port,
            user: 'bench',
            pass: 'bench',
            from: 'shop@bench.test',
            to: 'desk@bench.test',
          },
        },
      },
      { headers: { authorization: `Bearer ${mintToken('admin')}` } },
    );
    if (!save.ok) throw new Error(`saving settings: ${save.status}`);

    let nextOrder = 0;
    /** Publishes `EVENTS` OrderPaid events in batches of `batch`, `gapMs` apart; resolves with the figures. */
    const round = async (label: string, batch: number, gapMs: number, events = EVENTS) => {
      accepted.clear();
      const published = new Map<string, number>();
      const started = now();
      for (let sent = 0; sent < events; sent += batch) {
        const messages = Array.from({ length: Math.min(batch, events - sent) }, () => {
          const orderId = ++nextOrder;
          const customerEmail = `buyer-${orderId}@bench.test`;
          const event = domainEvent('OrderPaid', orderId, 1, {
            orderId,
            userId: 1,
            lines: [{ productId: 1, quantity: 1 }],
            totalPence: 1_000,
            customerEmail,
            paymentMethod: 'credit-card',
          });
          return { customerEmail, message: { key: String(orderId), value: JSON.stringify(event) } };
        });
        const at = now();
        await producer.send({
          topic: `${namespace}${topicFor('OrderPaid')}`,
          acks: -1,
          messages: messages.map((m) => m.message),
        });
        for (const { customerEmail } of messages) published.set(customerEmail, at);
        if (gapMs)
          await new Promise((r) => setTimeout(r, Math.max(0, started + ((sent + batch) / batch) * gapMs - now())));
      }
      await eventually(
        () => {
          if (accepted.size < events) throw new Error(`${accepted.size} of ${events} emails accepted`);
        },
        300_000,
        200,
      );
      const seconds = (Math.max(...accepted.values()) - started) / 1000;
      const latencies = [...published].map(([email, at]) => accepted.get(email)! - at).sort((a, b) => a - b);
      return {
        round: label,
        events,
        'emails/s': Math.round((events / seconds) * 10) / 10,
        p50: Math.round(percentile(latencies, 50)),
        p95: Math.round(percentile(latencies, 95)),
        p99: Math.round(percentile(latencies, 99)),
      };
    };

    console.log(`${EVENTS} OrderPaid events per round; times in ms from publication to SMTP acceptance`);
    // Consumer group joins and first connections are not what is measured.
    await round('warm-up', 10, 0, 20);
    const rows = [await round('50 a second', 50, 1_000), await round('all at once', EVENTS, 0)];
    console.table(rows);
    const paced = rows[0];
    console.log(
      `goal p95 < ${GOAL_P95_MS} ms at 50 a second: ${paced.p95 < GOAL_P95_MS ? 'met' : 'NOT met'} (${paced.p95} ms)`,
    );
  } finally {
    await producer.disconnect();
    await service.stop();
    await inbox.stop();
    await dropDatabase(env.MONGODB_DB!);
    await deleteTopicsWithPrefix(namespace);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
