import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEVELOPMENT_STRIPE_WEBHOOK_SECRET } from '@shop/payments/src/config';
import { startStripeStandIn, type StripeStandIn } from '@shop/test-support/stripe';

export const ROOT = resolve(__dirname, '../..');

const PAYMENTS_PORT = 4109;

/** Every back-end service with its default port; a service joins the stack once it has a main.ts. */
export const SERVICES = [
  { name: 'content', port: 4101 },
  { name: 'accounts', port: 4102 },
  { name: 'catalog', port: 4103 },
  { name: 'cart', port: 4104 },
  { name: 'orders', port: 4105 },
  { name: 'hire', port: 4106 },
  { name: 'notify', port: 4107 },
  { name: 'search', port: 4108 },
  { name: 'payments', port: PAYMENTS_PORT },
].filter((s) => existsSync(join(ROOT, 'services', s.name, 'src/main.ts')));

/** Whether a service has a GraphQL subgraph for the gateway to compose (payments answers only services and Stripe). */
export const hasSubgraph = (name: string): boolean =>
  existsSync(join(ROOT, 'services', name, 'src/graphql/schema.graphql'));

/** The Stripe stand-in's default port (payments' STRIPE_API_BASE, and its payment pages' address). */
export const STRIPE_STAND_IN_PORT = 12180;

/** The page service's default port: the gateway passes the shop's requests on to it. */
export const PAGES_PORT = 4200;

export interface StackOptions {
  gatewayPort: number;
  /** Added to each service's default port, so a test stack can run beside the dev one. */
  portOffset?: number;
  /** Database name suffix, e.g. "_e2e" gives shop_content_e2e. */
  dbSuffix?: string;
  env?: NodeJS.ProcessEnv;
  /** Where each process's output goes. */
  output?: (name: string, line: string) => void;
  /** How long each process may take to become ready (two minutes unless set). */
  readyTimeoutMs?: number;
}

export interface StackProcess {
  name: string;
  /** The running process's id (a new one after `restart`). */
  pid: number;
  url: string;
  /** Its operations port's address: /readyz and /metrics (the public port answers neither). */
  opsUrl: string;
}

export interface RunningStack {
  url: string;
  /** The page service's own address (the gateway passes the shop's requests on to it). */
  pagesUrl: string;
  /** Every service, the gateway and the page service, for benchmarks that read their CPU time and metrics. */
  processes: StackProcess[];
  /** Kills one process with SIGKILL, as a crash or an out-of-memory kill would, and waits until it is gone. */
  kill: (name: string) => Promise<void>;
  /** Starts a killed process again with the same settings; resolves once it is ready. */
  restart: (name: string) => Promise<void>;
  /** The local Stripe payments talks to (null when run as production, without payments). */
  stripe: StripeStandIn | null;
  stop: () => Promise<void>;
}

/**
 * Node flags a process runs with, as its image's CMD gives them. The page service allocates a lot per render: a
 * larger young generation (64 MB semi-spaces, from 16) means fewer scavenges: a category render took a fifth
 * less time in bench:render (two runs each way).
 */
const NODE_FLAGS: Record<string, string[]> = { storefront: ['--max-semi-space-size=64'] };

function startProcess(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  output: StackOptions['output'],
): ChildProcess {
  // node --import tsx (not npx) so SIGTERM reaches the service itself and it shuts down cleanly.
  // CPU_PROFILE_DIR=<dir> writes each process's V8 CPU profile there when it stops (for benchmarks).
  const profile = env.CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${env.CPU_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...(NODE_FLAGS[name] ?? []), ...profile, '--import', 'tsx', entry], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffered = '';
    stream.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) if (line.trim()) output?.(name, line);
    });
  }
  return child;
}

/** Waits until the process's /readyz (on its operations port, `opsUrl`) answers 200. */
export async function waitForReady(
  opsUrl: string,
  name: string,
  child: ChildProcess,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting`);
    try {
      const res = await fetch(`${opsUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} was not ready at ${opsUrl}/readyz within ${timeoutMs / 1000}s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts every service, then the gateway and the page service (each reaching the other) as child processes; resolves
 * once all are ready.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { gatewayPort, portOffset = 0, dbSuffix = '', output } = options;
  const baseEnv = { ...process.env, ...options.env };
  const children = new Map<string, ChildProcess>();
  const processes: StackProcess[] = [];
  const launches = new Map<string, { entry: string; env: NodeJS.ProcessEnv }>();
  const launch = async (name: string) => {
    const { entry, env } = launches.get(name)!;
    const child = startProcess(name, entry, env, output);
    children.set(name, child);
    const running = processes.find((p) => p.name === name)!;
    running.pid = child.pid!;
    await waitForReady(running.opsUrl, name, child, options.readyTimeoutMs);
  };
  // Each process's operations port is its port plus 10000, as by default, set outright so one OPS_PORT in the
  // environment is not given to them all.
  const add = (name: string, entry: string, env: NodeJS.ProcessEnv, url: string) => {
    const opsPort = Number(env.PORT) + 10_000;
    launches.set(name, { entry, env: { ...env, OPS_PORT: String(opsPort), OPS_HOST: '127.0.0.1' } });
    processes.push({ name, pid: 0, url, opsUrl: `http://127.0.0.1:${opsPort}` });
    return launch(name);
  };
  // Stripe's part, played locally: payments' API calls go to it and its webhooks come back to payments. Production
  // refuses the stand-in's address (payments' config), so a stack run as production (the benchmarks) has no payments:
  // there a booking's payment page answers 503.
  const takesPayments = baseEnv.NODE_ENV !== 'production';
  const stripe = takesPayments
    ? await startStripeStandIn({
        webhookSecret: DEVELOPMENT_STRIPE_WEBHOOK_SECRET,
        port: STRIPE_STAND_IN_PORT + portOffset,
      })
    : null;
  // The gateway first, then the services, the reverse of their start.
  const stop = async () => {
    await Promise.all([...children.values()].reverse().map(stopProcess));
    await stripe?.stop();
  };
  const kill = async (name: string) => {
    const child = children.get(name)!;
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolveKill) => {
      child.once('exit', resolveKill);
      child.kill('SIGKILL');
    });
  };
  try {
    const services = SERVICES.filter((s) => takesPayments || s.name !== 'payments').map((s) => ({
      ...s,
      port: s.port + portOffset,
    }));
    const url = `http://localhost:${gatewayPort}`;
    const paymentsUrl = `http://127.0.0.1:${PAYMENTS_PORT + portOffset}`;
    if (stripe) stripe.webhookUrl = `${paymentsUrl}/webhooks/stripe`;
    // Hire and orders ask payments for payment pages that send the customer back to the shop; payments asks the
    // stand-in.
    const portOf = (name: string) => services.find((s) => s.name === name)!.port;
    const ownEnv: Record<string, NodeJS.ProcessEnv> = {
      hire: { PAYMENTS_URL: paymentsUrl, SHOP_URL: url },
      orders: { PAYMENTS_URL: paymentsUrl, SHOP_URL: url },
      // Notify asks payments for a paid order's invoice to attach to its confirmation.
      ...(stripe && { notify: { PAYMENTS_URL: paymentsUrl } }),
      payments: {
        STRIPE_API_BASE: stripe?.apiBase,
        // What payments invoices is asked of orders and hire.
        ORDERS_URL: `http://127.0.0.1:${portOf('orders')}`,
        HIRE_URL: `http://127.0.0.1:${portOf('hire')}`,
      },
    };
    await Promise.all(
      services.map((s) =>
        add(
          s.name,
          `services/${s.name}/src/main.ts`,
          { ...baseEnv, ...ownEnv[s.name], PORT: String(s.port), MONGODB_DB: `shop_${s.name}${dbSuffix}` },
          `http://127.0.0.1:${s.port}`,
        ),
      ),
    );
    const subgraphs = services
      .filter((s) => hasSubgraph(s.name))
      .map((s) => `${s.name}=http://127.0.0.1:${s.port}/graphql`)
      .join(',');
    const pagesPort = PAGES_PORT + portOffset;
    const pagesUrl = `http://127.0.0.1:${pagesPort}`;
    await Promise.all([
      add(
        'gateway',
        'gateway/src/main.ts',
        { ...baseEnv, PORT: String(gatewayPort), SUBGRAPHS: subgraphs, PAGES_URL: pagesUrl, PAYMENTS_URL: paymentsUrl },
        url,
      ),
      add(
        'storefront',
        'storefront/src/main.ts',
        // Behind the gateway, which says who the visitor is.
        {
          ...baseEnv,
          PORT: String(pagesPort),
          GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
          TRUSTED_PROXY_HOPS: '1',
        },
        pagesUrl,
      ),
    ]);
    return { url, pagesUrl, processes, kill, restart: launch, stripe, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
