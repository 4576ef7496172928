/**
 * Idle benchmark (not a test): starts every service, the gateway and the page service as child processes with fresh
 * databases, lets them settle, then prints the CPU each process (the engines included) spends a second while nothing
 * is asked of it: what the stack costs before its first shopper. Run: npm run bench:idle (needs the local
 * infrastructure running); BENCH_SECONDS (20) sets how long it watches.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sum } from './support/figures';
import { cpuBetween, cpuSnapshot, watchedProcesses } from './support/processes';
import { PRODUCTION_ENV, startBenchStack } from './stack';
import { requireEngines } from './support/require-engines';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SETTLE_SECONDS = 15;
const runId = randomUUID().slice(0, 8);

async function main() {
  await requireEngines();
  console.log('Starting the services, the gateway and the page service...');
  const stack = await startBenchStack(runId, {
    gatewayPort: Number(process.env.BENCH_GATEWAY_PORT ?? 4730),
    portOffset: 630,
    env: { LOG_LEVEL: 'warn', ...PRODUCTION_ENV },
    output: (name, line) => process.stderr.write(`[${name}] ${line}\n`),
  });
  try {
    const watched = watchedProcesses(stack.processes, { withThisProcess: false });
    // Start-up work (consumer groups joining, first sweeps) is over by then.
    await sleep(SETTLE_SECONDS * 1000);
    const before = cpuSnapshot(watched);
    await sleep(SECONDS * 1000);
    const used = cpuBetween(before, cpuSnapshot(watched));
    const perSecond = (s: number) => Math.round((s * 1000) / SECONDS);
    const rows = Object.fromEntries([...used].map(([name, s]) => [name, { 'CPU ms per second': perSecond(s) }]));
    console.log(`CPU per process over ${SECONDS} s with nothing asked of the stack:`);
    console.table(rows);
    console.log(`Total: ${perSecond(sum(used.values()))} ms of CPU a second`);
  } finally {
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
