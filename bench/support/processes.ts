/**
 * CPU time and database commands of the processes a benchmark drives: the stack's services and
 * gateway (their /metrics, on each one's operations port), the local engines (from their pid files), and the benchmark itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, type StackProcess } from '@shop/stack/process-stack';

/** Linux reports process CPU time in clock ticks of 1/100 s. */
const TICKS_PER_SECOND = 100;
const ENGINES = ['mongo', 'kafka', 'redis'];

export interface Watched {
  name: string;
  pid: number;
}

/** A local engine started by scripts/infra (`mongo`, `kafka`, `redis`, `jaeger`), when it runs here. */
export function enginePid(name: string): Watched | undefined {
  const file = join(process.env.SHOP_DATA_DIR ?? join(ROOT, '.data'), `${name}.pid`);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return existsSync(`/proc/${pid}/stat`) ? { name, pid } : undefined;
}

/** The local engines started by scripts/infra (none when external ones are used). */
export const enginePids = (): Watched[] => ENGINES.flatMap((name) => enginePid(name) ?? []);

/**
 * What a benchmark reads the CPU of: the stack's services, gateway and page service, the local engines, and this
 * process (the load generator) unless it only watches.
 */
export function watchedProcesses(stack: StackProcess[], { withThisProcess = true } = {}): Watched[] {
  return [
    ...stack.map(({ name, pid }) => ({ name, pid })),
    ...enginePids(),
    ...(withThisProcess ? [{ name: 'bench', pid: process.pid }] : []),
  ];
}

/** User plus system CPU seconds a process has used so far. */
function cpuSeconds(pid: number): number {
  if (pid === process.pid) {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  }
  // The command name (field 2) may hold spaces, so fields are counted from its closing parenthesis.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export type CpuSnapshot = Map<string, number>;

export function cpuSnapshot(watched: Watched[]): CpuSnapshot {
  return new Map(watched.map(({ name, pid }) => [name, cpuSeconds(pid)]));
}

/** CPU seconds each process used between two snapshots. */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): Map<string, number> {
  return new Map([...after].map(([name, seconds]) => [name, seconds - (before.get(name) ?? 0)]));
}

/** Resident memory in MB now and at its peak so far (VmRSS and VmHWM), from /proc. */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** Each watched process's resident memory, by name. */
export const memorySnapshot = (watched: Watched[]): Map<string, { rss: number; peak: number }> =>
  new Map(watched.map(({ name, pid }) => [name, memoryMb(pid)]));

/** A counter of every service's /metrics (e.g. `mongodb_commands_total`), by service and command. */
export async function databaseMetric(services: StackProcess[], metric: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const line = new RegExp(`^${metric}\\{[^}]*command="([^"]+)"[^}]*\\} ([\\d.e+-]+)`, 'gm');
  for (const { name, opsUrl } of services) {
    if (name === 'gateway') continue;
    const text = await (await fetch(`${opsUrl}/metrics`)).text();
    for (const match of text.matchAll(line)) counts.set(`${name}.${match[1]}`, Number(match[2]));
  }
  return counts;
}

export function countsBetween(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  return new Map(
    [...after].map(([key, n]) => [key, n - (before.get(key) ?? 0)]).filter(([, n]) => Number(n) > 0) as [
      string,
      number,
    ][],
  );
}
