import { spawn, type ChildProcess } from 'node:child_process';
import { CacheGeneration, CacheGenerationWatcher, createLogger, createRedis } from '../src';
import { TEST_RUN_NAMESPACE, eventually, freePort } from '../src/testing';

describe('CacheGenerationWatcher', () => {
  let redisServer: ChildProcess | undefined;
  afterEach(() => redisServer?.kill('SIGKILL'));

  it('starts while Redis is away, with its cache skipped, and follows the generation once Redis is up', async () => {
    const port = await freePort();
    const logger = createLogger('test', 'silent');
    const redis = createRedis(`redis://127.0.0.1:${port}`);
    const watcher = new CacheGenerationWatcher(redis, TEST_RUN_NAMESPACE, 'catalog', logger);
    try {
      await watcher.start();
      expect(watcher.current()).toBeNull();

      redisServer = spawn(
        'redis-server',
        ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await eventually(() => expect(watcher.current()).toBe('0'), 30_000);

      const owner = new CacheGeneration(redis, TEST_RUN_NAMESPACE, 'catalog', logger);
      await owner.bump();
      await owner.bump();
      await eventually(() => expect(watcher.current()).toBe('2'), 10_000);
    } finally {
      await watcher.stop();
      redis.disconnect();
    }
  });
});
