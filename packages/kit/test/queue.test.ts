import { randomUUID } from 'node:crypto';
import { createQueue, createWorker } from '../src';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('BullMQ queue and worker on real Redis', () => {
  it('delivers a job to a worker and retries a failing one', async () => {
    const name = `kit-test-${randomUUID().slice(0, 8)}`;
    const queue = createQueue<{ to: string }>(name, redisUrl);
    let attempts = 0;
    let delivered!: (to: string) => void;
    const done = new Promise<string>((resolve) => (delivered = resolve));
    const worker = createWorker<{ to: string }>(
      name,
      async (job) => {
        attempts += 1;
        if (attempts === 1) throw new Error('transient');
        delivered(job.data.to);
      },
      redisUrl,
    );
    try {
      await queue.add('email', { to: 'shopper@example.co.uk' }, { backoff: { type: 'fixed', delay: 50 } });
      await expect(done).resolves.toBe('shopper@example.co.uk');
      expect(attempts).toBe(2);
    } finally {
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
