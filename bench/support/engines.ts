/**
 * Kafka, the MongoDB-wire server and Redis of a benchmark's own, on other ports with a throwaway data directory
 * (scripts/infra with KAFKA_PORT, MONGO_PORT, REDIS_PORT and SHOP_DATA_DIR), so the shared engines are never touched.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eventually } from '@shop/kit/testing';
import { ROOT } from '@shop/stack/process-stack';

export const ENGINES = ['kafka', 'mongo', 'redis'] as const;
export type Engine = (typeof ENGINES)[number];

export interface OwnEngines {
  env: { MONGODB_URI: string; KAFKA_BROKERS: string; REDIS_URL: string };
  pid: (engine: Engine) => number;
  /** Starts the engine and resolves once it listens; the bench's shoppers and timers run on meanwhile. */
  start: (engine: Engine) => Promise<void>;
  /** SIGKILL to the engine's own process (by the pid its script recorded), waiting until it is gone. */
  kill: (engine: Engine) => Promise<void>;
  /** Stops every engine and removes the data directory. */
  stop: () => void;
}

const portOpen = (port: number) =>
  spawnSync('bash', ['-c', `(exec 3<>/dev/tcp/127.0.0.1/${port}) 2>/dev/null`]).status === 0;

export function ownEngines(ports: { kafka: number; mongo: number; redis: number }): OwnEngines {
  // Something else on a port would be taken for the bench's own engine, and then killed: refuse instead.
  for (const [engine, port] of Object.entries(ports)) {
    if (portOpen(port)) throw new Error(`port ${port} for the bench's own ${engine} is taken: set another`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-chaos-'));
  const env = {
    ...process.env,
    SHOP_DATA_DIR: dataDir,
    KAFKA_PORT: String(ports.kafka),
    KAFKA_CONTROLLER_PORT: String(ports.kafka + 1),
    MONGO_PORT: String(ports.mongo),
    REDIS_PORT: String(ports.redis),
  };
  const stopScript = (engine: Engine) => {
    const run = spawnSync('bash', [join(ROOT, 'scripts/infra', `${engine}.sh`), 'stop'], {
      env,
      encoding: 'utf8',
      timeout: 600_000,
    });
    if (run.status !== 0) throw new Error(`${engine}.sh stop failed: ${run.stderr}`);
  };
  const pid = (engine: Engine) => Number(readFileSync(join(dataDir, `${engine}.pid`), 'utf8').trim());
  return {
    env: {
      MONGODB_URI: `mongodb://127.0.0.1:${ports.mongo}`,
      KAFKA_BROKERS: `127.0.0.1:${ports.kafka}`,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    },
    pid,
    start: async (engine) => {
      try {
        await promisify(execFile)('bash', [join(ROOT, 'scripts/infra', `${engine}.sh`), 'start'], {
          env,
          timeout: 600_000,
        });
      } catch (err) {
        throw new Error(`${engine}.sh start failed: ${(err as { stderr?: string }).stderr ?? String(err)}`);
      }
    },
    kill: async (engine) => {
      const target = pid(engine);
      process.kill(target, 'SIGKILL');
      await eventually(() => {
        if (existsSync(`/proc/${target}`)) throw new Error(`${engine} (${target}) still running`);
      }, 30_000);
    },
    stop: () => {
      for (const engine of ENGINES) {
        try {
          stopScript(engine);
        } catch (err) {
          console.error(err);
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
