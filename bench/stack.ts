import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { connectMongo, createLogger, nextId, opsPortFor, parseInput, syncIndexes } from '@shop/kit';
import { deleteTopicsWithPrefix, dropDatabase, eventually } from '@shop/kit/testing';
import { saleProductSchema } from '@shop/contracts';
import { hireProducts, saleProducts } from '@shop/test-support/catalog-data';
import { SERVICES, startStack, type RunningStack, type StackOptions } from '@shop/stack/process-stack';
import { toStoredFields } from '@shop/catalog/src/domain/product-view';
import { createModels } from '@shop/catalog/src/models';

/** What the catalogue benches share: a seeded catalogue database and services as child processes. */

const ROOT = join(__dirname, '..');
const mongoUri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017';

/** Writes the read-model categories and `count` sale products straight into a fresh database. */
export async function seedProducts(dbName: string, count: number): Promise<{ slug: string; categoryId: number }> {
  const connection = await connectMongo(mongoUri, dbName, createLogger('bench', 'warn'));
  const { Product, CategoryView } = createModels(connection);
  await syncIndexes(connection);
  const slugs = [...new Set([...saleProducts, ...hireProducts].map((p) => p.categorySlug))];
  await CategoryView.insertMany(slugs.map((slug, i) => ({ id: i + 1, name: slug, slug, parentId: null, version: 1 })));
  // Ids from the service's own allocator, so products created during the run follow on.
  const firstId = await nextId(connection, 'products', count);
  const docs = Array.from({ length: count }, (_, i) => {
    const p = saleProducts[i % saleProducts.length];
    const input = {
      ...p,
      slug: `${p.slug}-${i + 1}`,
      name: `${p.name} #${i + 1}`,
      categoryId: slugs.indexOf(p.categorySlug) + 1,
    };
    return { id: firstId + i, ...toStoredFields(parseInput(saleProductSchema, input)) };
  });
  await Product.insertMany(docs);
  await connection.close();
  return { slug: docs[Math.floor(count / 2)].slug, categoryId: docs[0].categoryId };
}

/** Services run as in production, which refuses the development secrets: every child of one bench shares these. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'benchmark-only-secret-0123456789',
  INTERNAL_SECRET: 'benchmark-only-internal-secret-0123456789',
  PAGES_SECRET: 'benchmark-only-pages-secret-0123456789',
  ADMIN_PASSWORD: 'benchmark-only-admin-password',
  QUOTE_LINK_SECRET: 'benchmark-only-quote-link-secret-0123456789',
  SECRETS_KEY: 'benchmark-only-secrets-key-0123456789',
};

/** Children told to stop: tsx passes the SIGTERM on and exits with 143, which is no failure. */
const stopping = new WeakSet<ChildProcess>();

export function startChild(name: string, script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [script], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...PRODUCTION_ENV, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping.has(child) && code !== null && code !== 0) console.error(`${name} exited with ${code ?? signal}`);
  });
  return child;
}

export async function stopChildren(children: ChildProcess[]): Promise<void> {
  for (const child of children) {
    stopping.add(child);
    child.kill('SIGTERM');
  }
  await Promise.all(
    children.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve)))),
  );
}

/** Where a child started on `port` serves /readyz and /metrics: its operations port (the public one answers neither). */
export const opsUrlOf = (port: number) => `http://127.0.0.1:${opsPortFor(port)}`;

/** Polls `url` until it answers 2xx (a minute at most). */
export async function waitFor(url: string): Promise<void> {
  await eventually(
    async () => {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    },
    60_000,
    250,
  );
}

/** The Kafka topic prefix of one bench run. */
export const benchNamespace = (runId: string) => `bench.${runId}.`;

/**
 * The whole shop as child processes for one bench run, on databases and topics of its own (named
 * by `runId`), which `stop` removes again.
 */
export async function startBenchStack(runId: string, options: Omit<StackOptions, 'dbSuffix'>): Promise<RunningStack> {
  const namespace = benchNamespace(runId);
  const stack = await startStack({
    ...options,
    dbSuffix: `_bench_${runId}`,
    env: { ...options.env, KAFKA_NAMESPACE: namespace },
  });
  return {
    ...stack,
    stop: async () => {
      await stack.stop();
      await Promise.all(SERVICES.map((s) => dropDatabase(`shop_${s.name}_bench_${runId}`)));
      await deleteTopicsWithPrefix(namespace);
    },
  };
}
