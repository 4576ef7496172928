import { randomUUID } from 'node:crypto';
import { SERVICES, startStack } from '../scripts/lib/stack';
import { cpuBetween, cpuSnapshot, databaseMetric, enginePids, countsBetween } from './support/processes';
import { dropDatabase, deleteTopicsWithPrefix } from '@shop/kit/testing';
const runId = randomUUID().slice(0, 8);
async function main() {
  const stack = await startStack({ gatewayPort: 4790, portOffset: 680, dbSuffix: `_idle_${runId}`, env: { LOG_LEVEL: 'warn', KAFKA_NAMESPACE: `idle.${runId}.` } });
  const watched = [...stack.processes.map(({ name, pid }) => ({ name, pid })), ...enginePids()];
  await new Promise((r) => setTimeout(r, 15000));
  const c0 = cpuSnapshot(watched); const d0 = await databaseMetric(stack.processes, 'mongodb_commands_total');
  await new Promise((r) => setTimeout(r, 20000));
  const cpu = cpuBetween(c0, cpuSnapshot(watched)); const d = countsBetween(d0, await databaseMetric(stack.processes, 'mongodb_commands_total'));
  console.log('idle CPU ms per second', Object.fromEntries([...cpu].map(([k, v]) => [k, Math.round(v * 1000 / 20)])));
  console.log('idle db commands per second', Object.fromEntries([...d].map(([k, v]) => [k, Math.round(v / 20 * 10) / 10])));
  await stack.stop();
  await Promise.all(SERVICES.map((s) => dropDatabase(`shop_${s.name}_idle_${runId}`)));
  await deleteTopicsWithPrefix(`idle.${runId}.`);
}
void main();
