import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@shop/kit/testing';

// What a newcomer meets first: a benchmark run before the engines are started, and `npm start` or `npm test`
// installing what is missing while another apt-get holds the package lock.
const root = join(__dirname, '..');

function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number) {
  return new Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

describe('a benchmark without the engines', () => {
  it('stops at once with one line saying to start them', async () => {
    // Ports nothing listens on stand for engines that were never started.
    const [mongo, kafka, redis] = await Promise.all([freePort(), freePort(), freePort()]);
    const env = {
      ...process.env,
      MONGODB_URI: `mongodb://127.0.0.1:${mongo}`,
      KAFKA_BROKERS: `127.0.0.1:${kafka}`,
      REDIS_URL: `redis://127.0.0.1:${redis}`,
    };
    const bench = await run(join(root, 'node_modules/.bin/tsx'), ['bench/checkout.ts'], env, 50_000);
    expect(bench.code).toBe(1);
    expect(bench.stdout).toBe('');
    expect(bench.stderr.trim().split('\n')).toEqual([
      `The benchmark needs Kafka, MongoDB and Redis, and MongoDB (127.0.0.1:${mongo}), Kafka (127.0.0.1:${kafka}), ` +
        `Redis (127.0.0.1:${redis}) did not answer: run \`npm run infra -- start\` first.`,
    ]);
  }, 60_000);
});

describe("the scripts' apt-get", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'apt-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('waits for another process holding the package lock, saying which, then runs with a lock timeout', async () => {
    const lock = join(dir, 'lock-frontend');
    writeFileSync(lock, '');
    // apt-get stands in as a script that notes how it was run.
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    writeFileSync(
      join(bin, 'apt-get'),
      `#!/usr/bin/env bash\necho "$DEBIAN_FRONTEND $*" >> ${JSON.stringify(join(dir, 'calls'))}\n`,
    );
    chmodSync(join(bin, 'apt-get'), 0o755);
    // Another apt-get holding the lock (a POSIX lock, as apt and dpkg take) for two seconds.
    const holder = spawn('python3', [
      '-c',
      `import fcntl, sys, time\nf = open(${JSON.stringify(lock)}, "w")\nfcntl.lockf(f, fcntl.LOCK_EX)\nprint("held", flush=True)\ntime.sleep(2)`,
    ]);
    await new Promise((resolve) => holder.stdout.once('data', resolve));

    const apt = await run(
      'bash',
      ['-c', 'source scripts/lib/apt.sh && apt_get update -q && apt_get install -y -q redis-server'],
      { ...process.env, PATH: `${bin}:${process.env.PATH}`, APT_LOCK_FILES: lock, APT_LOCK_TIMEOUT: '30' },
      30_000,
    );
    expect(apt.code).toBe(0);
    expect(apt.stderr).toContain(`[apt] waiting for the package lock (0s of 30s), held by process ${holder.pid} (`);
    expect(apt.stderr).toContain(`) on ${lock}`);
    expect(apt.ms).toBeGreaterThan(1000);
    const calls = readFileSync(join(dir, 'calls'), 'utf8').trim().split('\n');
    // What is left of the 30 s after the wait goes to apt-get's own wait for dpkg's lock.
    expect(calls).toEqual([
      expect.stringMatching(/^noninteractive -o DPkg::Lock::Timeout=2\d update -q$/),
      'noninteractive -o DPkg::Lock::Timeout=30 install -y -q redis-server',
    ]);
  }, 40_000);

  it('is the only way the scripts call apt-get', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.(sh|ts)$/.test(name) ? [path] : [];
      });
    const direct = files(join(root, 'scripts'))
      .filter((file) => !file.endsWith(join('lib', 'apt.sh')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(#|\/\/|\*)/.test(line))
          .filter((line) => /apt-get\s+(update|install|upgrade|remove)|['"]apt-get['"]/.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(direct).toEqual([]);
  });
});
