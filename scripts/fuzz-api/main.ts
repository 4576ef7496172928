/**
 * API fuzzing (not a test): schemathesis generates requests for every operation in the gateway's
 * OpenAPI description (GET /api/openapi.json), anonymously and then signed in as the admin, and
 * checks that no answer is a 5xx and that answers match the description. Prints the requests
 * sent, the 5xx seen (goal 0) grouped by operation, and whether the gateway still answers after.
 * Starts every service and the gateway with fresh databases (needs `npm run infra -- start`), or
 * fuzzes FUZZ_API_URL (whose data it changes). FUZZ_EXAMPLES sets the examples per operation.
 * Run: npm run fuzz:api
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deleteTopicsWithPrefix, dropDatabase } from '@shop/kit/testing';
import { startMailchimpStandIn } from '@shop/test-support/mailchimp';
import { seed } from '@shop/test-support/seed';
import { ROOT, SERVICES, startStack } from '@shop/stack/process-stack';
import { pathMatcher, readHar, type RunFigures } from './har';
import { ensureSchemathesis, runSchemathesis, type FuzzRun } from './schemathesis';

const GATEWAY_PORT = Number(process.env.FUZZ_GATEWAY_PORT ?? 4720);
const MAX_EXAMPLES = Number(process.env.FUZZ_EXAMPLES ?? 25);
const GOAL_REQUESTS = 2_000;
const ADMIN = { username: process.env.ADMIN_USERNAME ?? 'admin', password: process.env.ADMIN_PASSWORD ?? 'admin123' };
// Nothing listens here: the shop's emails fail on the loopback instead of reaching a real server.
const CLOSED_SMTP = { host: '127.0.0.1', smtpPort: 9, user: 'fuzz', pass: 'fuzz' };
/**
 * Kept out of the admin run: signing out would end the session the run uses; new SMTP settings
 * could send the shop's emails to any host the fuzzer names; a fuzzed Mailchimp key would only
 * measure Mailchimp refusing it (503) on every Mailchimp call after.
 */
const ADMIN_RUN_EXCLUDES = '^POST /api/(logout|admin/email-settings|mailchimp/settings)$';

const runId = randomUUID().slice(0, 8);
const outputDir = join(ROOT, '.data/fuzz-api', runId);
const log = (line: string) => console.log(`[fuzz] ${line}`);

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  return cookie;
}

async function portAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/** A fresh stack on its own ports, databases and topics, with Mailchimp stood in for on the loopback. */
async function freshStack() {
  // A stack left over on these ports would be mistaken for the new one (it answers /healthz).
  if (await portAnswers(GATEWAY_PORT)) throw new Error(`port ${GATEWAY_PORT} is taken: set FUZZ_GATEWAY_PORT`);
  const mailchimp = await startMailchimpStandIn();
  const namespace = `fuzz.${runId}.`;
  const stackLog = createWriteStream(join(outputDir, 'stack.log'));
  log(`starting ${SERVICES.length} services and the gateway (logs: ${join(outputDir, 'stack.log')})`);
  const stack = await startStack({
    gatewayPort: GATEWAY_PORT,
    portOffset: 620,
    dbSuffix: `_fuzz_${runId}`,
    env: {
      LOG_LEVEL: 'warn',
      KAFKA_NAMESPACE: namespace,
      NODE_ENV: 'development',
      MAILCHIMP_BASE_URL: mailchimp.baseUrl,
    },
    output: (name, line) => stackLog.write(`[${name}] ${line}\n`),
  });
  const stop = async () => {
    await stack.stop();
    await mailchimp.stop();
    stackLog.end();
    await Promise.all(SERVICES.map((s) => dropDatabase(`shop_${s.name}_fuzz_${runId}`)));
    await deleteTopicsWithPrefix(namespace);
  };
  try {
    await seed(stack.url, ADMIN, log, { mailInbox: CLOSED_SMTP });
    const cookie = await signIn(stack.url);
    await fetch(`${stack.url}/api/mailchimp/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ apiKey: mailchimp.apiKey, defaultListId: 'list-main' }),
    });
  } catch (err) {
    await stop();
    throw err;
  }
  const gateway = stack.processes.find((p) => p.name === 'gateway')!;
  return { url: stack.url, opsUrl: gateway.opsUrl, stop };
}

function report(label: string, figures: RunFigures) {
  const statuses = Object.entries(figures.byStatus)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  log(`${label}: ${figures.requests} requests (${statuses})`);
  for (const [key, count] of figures.serverErrors) log(`  5xx x${count}: ${key}`);
}

/** The gateway's liveness and a catalogue read, and its readiness when its operations port is known (a fresh stack). */
async function stillAnswers(baseUrl: string, opsUrl?: string): Promise<string> {
  const checks = [`${baseUrl}/healthz`, ...(opsUrl ? [`${opsUrl}/readyz`] : []), `${baseUrl}/api/categories`];
  const answers = await Promise.all(
    checks.map(async (url) => {
      const path = new URL(url).pathname;
      try {
        return `${path} ${(await fetch(url, { signal: AbortSignal.timeout(5_000) })).status}`;
      } catch (err) {
        return `${path} ${(err as Error).message}`;
      }
    }),
  );
  return answers.join(', ');
}

async function main() {
  mkdirSync(outputDir, { recursive: true });
  const schemathesis = ensureSchemathesis(log);
  const stack = process.env.FUZZ_API_URL
    ? { url: process.env.FUZZ_API_URL.replace(/\/$/, ''), opsUrl: undefined, stop: async () => undefined }
    : await freshStack();
  try {
    const schemaUrl = `${stack.url}/api/openapi.json`;
    const description = (await (await fetch(schemaUrl)).json()) as { paths: Record<string, unknown> };
    const templateOf = pathMatcher(Object.keys(description.paths));
    const runs: Array<Pick<FuzzRun, 'headers' | 'excludeName'> & { label: string }> = [
      { label: 'anonymous', headers: {} },
      { label: 'admin', headers: { Cookie: await signIn(stack.url) }, excludeName: ADMIN_RUN_EXCLUDES },
    ];
    const results: Array<{ label: string; figures: RunFigures }> = [];
    for (const [index, run] of runs.entries()) {
      log(`${run.label} run: up to ${MAX_EXAMPLES} examples per operation`);
      const harPath = join(outputDir, `${run.label}.har`);
      await runSchemathesis(schemathesis, { ...run, schemaUrl, maxExamples: MAX_EXAMPLES, harPath, seed: index + 1 });
      results.push({ label: run.label, figures: readHar(harPath, templateOf) });
    }

    console.log('');
    for (const { label, figures } of results) report(label, figures);
    const requests = results.reduce((sum, r) => sum + r.figures.requests, 0);
    const serverErrors = results.reduce(
      (sum, r) => sum + [...r.figures.serverErrors.values()].reduce((a, b) => a + b, 0),
      0,
    );
    log(
      `requests sent: ${requests} (goal at least ${GOAL_REQUESTS}: ${requests >= GOAL_REQUESTS ? 'met' : 'NOT met'})`,
    );
    log(`responses >= 500: ${serverErrors} (goal 0: ${serverErrors === 0 ? 'met' : 'NOT met'})`);
    log(`afterwards the gateway answers: ${await stillAnswers(stack.url, stack.opsUrl)}`);
    log(`HAR records: ${outputDir}`);
    process.exitCode = serverErrors === 0 ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
