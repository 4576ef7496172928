import { randomUUID } from 'node:crypto';
import type { Processor, Queue, Worker } from 'bullmq';
import { createQueue, createWorker } from '@shop/kit';
import { eventually } from '@shop/kit/testing';
import { emailQueue, type DeliverEmail } from '../src/adapters/email-queue';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: Array<{ queue: Queue; worker: Worker }> = [];

/** The email queue on real Redis, its worker in this process, as the service's runtime makes them. */
const queueOn = (deliver: DeliverEmail) =>
  emailQueue(
    {
      jobQueue: <T>(purpose: string, processor: Processor<T>, concurrency?: number) => {
        const name = `notify-test-${randomUUID().slice(0, 8)}.${purpose}`;
        const queue = createQueue<T>(name, redisUrl);
        opened.push({ queue, worker: createWorker<T>(name, processor, redisUrl, concurrency) });
        return queue;
      },
    },
    // One try only: a busy answer that spent it would fail the job for good.
    { maxAttempts: 1, backoffMs: 100, concurrency: 2 },
    deliver,
  );

afterAll(async () => {
  for (const { queue, worker } of opened) {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
  }
});

describe('the email queue (BullMQ on real Redis)', () => {
  it('brings a job back when the email is busy with another send, without spending a try', async () => {
    const calls: Array<{ emailId: number; lastTry: boolean; at: number }> = [];
    const busyUntil = new Date(Date.now() + 1500);
    const queue = queueOn(async (emailId, lastTry) => {
      calls.push({ emailId, lastTry, at: Date.now() });
      return calls.length === 1 ? { busyUntil } : undefined;
    });
    await queue.enqueue(7, 'email-7-first');
    await eventually(() => expect(calls).toHaveLength(2), 30_000);
    expect(calls.map(({ emailId, lastTry }) => ({ emailId, lastTry }))).toEqual([
      { emailId: 7, lastTry: true },
      { emailId: 7, lastTry: true },
    ]);
    expect(calls[1].at).toBeGreaterThanOrEqual(busyUntil.getTime());
    await eventually(async () => expect(await queue.jobAlive('email-7-first')).toBe(false), 30_000);
  });
});
