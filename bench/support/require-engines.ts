/**
 * The benchmarks run on the shared engines (`npm run infra -- start`), or on those MONGODB_URI, KAFKA_BROKERS and
 * REDIS_URL name. Without them every service would retry its connections for minutes and the bench would fail with
 * "was not ready": so each bench looks first and, with one down, stops at once saying what to do.
 */
import { connect } from 'node:net';

interface Engine {
  name: string;
  host: string;
  port: number;
}

/** host:port (a bracketed IPv6 host too), with the default port when none is named. */
function hostPort(address: string, defaultPort: number): { host: string; port: number } {
  const match = /^\[?([^\]]*?)\]?(?::(\d+))?$/.exec(address.trim());
  return { host: match?.[1] || '127.0.0.1', port: Number(match?.[2] ?? defaultPort) };
}

/** The first host of each engine the environment names, or the local engines' addresses. */
export function benchEngines(env: NodeJS.ProcessEnv = process.env): Engine[] {
  const engines: Engine[] = [];
  const mongo = env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017';
  // mongodb+srv:// names no port: its hosts come from DNS, which the driver looks up itself.
  if (mongo.startsWith('mongodb://')) {
    const authority = mongo.slice('mongodb://'.length).split(/[/?]/)[0];
    const first = authority.slice(authority.lastIndexOf('@') + 1).split(',')[0];
    engines.push({ name: 'MongoDB', ...hostPort(first, 27017) });
  }
  engines.push({ name: 'Kafka', ...hostPort((env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',')[0], 9092) });
  const redis = new URL(env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  engines.push({
    name: 'Redis',
    host: redis.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: Number(redis.port || 6379),
  });
  return engines;
}

/** Whether something accepts a connection there within `timeoutMs`. */
function answers({ host, port }: Engine, timeoutMs = 2000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The engines that do not answer, as "Kafka (127.0.0.1:9092)". */
export async function enginesDown(env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const engines = benchEngines(env);
  const up = await Promise.all(engines.map((engine) => answers(engine)));
  return engines.filter((_, i) => !up[i]).map(({ name, host, port }) => `${name} (${host}:${port})`);
}

/** Stops the bench at once, with one line saying what to do, when an engine it needs does not answer. */
export async function requireEngines(): Promise<void> {
  const down = await enginesDown();
  if (down.length === 0) return;
  console.error(
    `The benchmark needs Kafka, MongoDB and Redis, and ${down.join(', ')} did not answer: run \`npm run infra -- start\` first.`,
  );
  process.exit(1);
}
