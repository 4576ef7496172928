import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { dropDatabase, eventually, testEnv } from '@shop/kit/testing';

// The images run `node dist/main.js` with production dependencies only: no tsx, no TypeScript at run time. This
// builds the smallest service as the images do (scripts/build-services.ts) and starts its output with plain node
// against the local engines, until /readyz says it reached MongoDB and Kafka.
const root = join(__dirname, '..');
const service = join(root, 'services/content');
const main = join(service, 'dist/main.js');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('a service compiled to JavaScript', () => {
  let child: ChildProcess | undefined;
  let output = '';
  const env = testEnv('content');
  // Only what a container would have: no loader of any kind in NODE_OPTIONS.
  delete env.NODE_OPTIONS;

  beforeAll(async () => {
    await promisify(execFile)(join(root, 'node_modules/.bin/tsx'), ['scripts/build-services.ts', 'services/content'], {
      cwd: root,
      timeout: 60_000,
    });
  }, 90_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await dropDatabase(env.MONGODB_DB!);
  });

  it('bundles the workspace packages and reads its schema from dist/', () => {
    const code = readFileSync(main, 'utf8');
    // The kit and the contracts are TypeScript sources: they must be inside the bundle, not required.
    expect(code).not.toMatch(/require\(["']@shop\//);
    expect(code).not.toMatch(/require\(["']tsx/);
    expect(existsSync(join(service, 'dist/graphql/schema.graphql'))).toBe(true);
  });

  it('starts with plain node, answers /readyz and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    child = spawn(process.execPath, [main], {
      // Run from elsewhere than the workspace: nothing may depend on the working directory.
      cwd: '/',
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

    await eventually(
      async () => {
        if (child!.exitCode !== null) throw new Error(`exited with ${child!.exitCode}:\n${output}`);
        const res = await fetch(`http://127.0.0.1:${port}/readyz`);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ status: 'ready' });
      },
      45_000,
      200,
    );

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});

// The page service's image runs the same way: its bundle, the built shop beside it, no tsx.
describe('the page service compiled to JavaScript', () => {
  const workspace = join(root, 'storefront');
  let child: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    await promisify(execFile)(join(root, 'node_modules/.bin/tsx'), ['scripts/build-services.ts', 'storefront'], {
      cwd: root,
      timeout: 60_000,
    });
  }, 90_000);

  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  it('bundles the workspace packages, starts with plain node, serves the shop’s files and stops on SIGTERM', async () => {
    const code = readFileSync(join(workspace, 'dist/main.js'), 'utf8');
    expect(code).not.toMatch(/require\(["']@shop\//);
    const port = await freePort();
    const env = testEnv('storefront');
    delete env.NODE_OPTIONS;
    child = spawn(process.execPath, [join(workspace, 'dist/main.js')], {
      cwd: '/',
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

    await eventually(
      async () => {
        if (child!.exitCode !== null) throw new Error(`exited with ${child!.exitCode}:\n${output}`);
        const res = await fetch(`http://127.0.0.1:${port}/readyz`);
        expect(res.status).toBe(200);
      },
      45_000,
      200,
    );
    // The built shop is found from dist/ as from src/ (../../web/dist).
    expect(await (await fetch(`http://127.0.0.1:${port}/robots.txt`)).text()).toContain('User-agent');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
