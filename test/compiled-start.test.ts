import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { dropDatabase, eventually, freePort, testEnv } from '@shop/kit/testing';

// The images run `node dist/main.js` with production dependencies only: no tsx, no TypeScript at run time. This
// builds the smallest service as the images do (scripts/build-services.ts) and starts its output with plain node
// against the local engines, until /readyz (on its operations port) says it reached MongoDB and Kafka.
const root = join(__dirname, '..');
const service = join(root, 'services/content');
const main = join(service, 'dist/main.js');

/** Builds one workspace's bundle as the images do. */
const build = (workspace: string) =>
  promisify(execFile)(join(root, 'node_modules/.bin/tsx'), ['scripts/build-services.ts', workspace], {
    cwd: root,
    timeout: 60_000,
  });

interface Compiled {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
}

/**
 * Starts a bundle with plain node on a free port, from elsewhere than the workspace (nothing may depend on the
 * working directory), and resolves once /readyz answers 200 on its operations port (another free one) and `ready`
 * accepts the answer. `started` is told of the process at once, so the caller can kill it whatever happens.
 */
async function startCompiled(
  bundle: string,
  env: NodeJS.ProcessEnv,
  started: (child: ChildProcess) => void,
  ready: (res: Response) => Promise<void> = async () => undefined,
): Promise<Compiled> {
  const [port, opsPort] = await Promise.all([freePort(), freePort()]);
  let output = '';
  const child = spawn(process.execPath, [bundle], {
    cwd: '/',
    env: { ...env, PORT: String(port), OPS_PORT: String(opsPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started(child);
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${output}`);
      const res = await fetch(`http://127.0.0.1:${opsPort}/readyz`);
      expect(res.status).toBe(200);
      await ready(res);
    },
    45_000,
    200,
  );
  return { child, port, exited };
}

const stillRunning = (child: ChildProcess | undefined): child is ChildProcess =>
  !!child && child.exitCode === null && child.signalCode === null;

describe('a service compiled to JavaScript', () => {
  let child: ChildProcess | undefined;
  const env = testEnv('content');
  // Only what a container would have: no loader of any kind in NODE_OPTIONS.
  delete env.NODE_OPTIONS;

  beforeAll(() => build('services/content'), 90_000);

  afterAll(async () => {
    if (stillRunning(child)) child.kill('SIGKILL');
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
    const compiled = await startCompiled(
      main,
      env,
      (started) => (child = started),
      async (res) => expect(await res.json()).toMatchObject({ status: 'ready' }),
    );

    compiled.child.kill('SIGTERM');
    expect(await compiled.exited).toBe(0);
  }, 60_000);
});

// The page service's image runs the same way: its bundle, the built shop beside it, no tsx.
describe('the page service compiled to JavaScript', () => {
  const workspace = join(root, 'storefront');
  let child: ChildProcess | undefined;

  beforeAll(() => build('storefront'), 90_000);

  afterAll(() => {
    if (stillRunning(child)) child.kill('SIGKILL');
  });

  it('bundles the workspace packages, starts with plain node, serves the shop’s files and stops on SIGTERM', async () => {
    const code = readFileSync(join(workspace, 'dist/main.js'), 'utf8');
    expect(code).not.toMatch(/require\(["']@shop\//);
    const env = testEnv('storefront');
    delete env.NODE_OPTIONS;
    const compiled = await startCompiled(join(workspace, 'dist/main.js'), env, (started) => (child = started));
    // The built shop is found from dist/ as from src/ (../../web/dist).
    expect(await (await fetch(`http://127.0.0.1:${compiled.port}/robots.txt`)).text()).toContain('User-agent');

    compiled.child.kill('SIGTERM');
    expect(await compiled.exited).toBe(0);
  }, 60_000);
});
