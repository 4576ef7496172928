/**
 * `npm run trace [-- <trace id>]`: one trace from the local Jaeger as a tree in the terminal, each span with its process,
 * its start after the trace's and its duration; without an id, the latest order's (`POST /api/orders` at the gateway).
 * The local Jaeger, built from the Go module proxy, has its query API but no web UI (see docs/operations.md#traces).
 */
const JAEGER = process.env.JAEGER_URL ?? `http://127.0.0.1:${process.env.JAEGER_UI_PORT ?? 16686}`;

interface Span {
  spanID: string;
  operationName: string;
  processID: string;
  startTime: number;
  duration: number;
  references: Array<{ refType: string; spanID: string }>;
}
interface Trace {
  traceID: string;
  spans: Span[];
  processes: Record<string, { serviceName: string }>;
}

async function traces(path: string): Promise<Trace[]> {
  const res = await fetch(`${JAEGER}/api/traces${path}`);
  if (!res.ok)
    throw new Error(`Jaeger at ${JAEGER} answered ${res.status} (is it running? bash scripts/infra.sh start)`);
  return ((await res.json()) as { data: Trace[] }).data;
}

function print(trace: Trace): void {
  const children = new Map<string, Span[]>();
  const ids = new Set(trace.spans.map((s) => s.spanID));
  const roots: Span[] = [];
  for (const span of trace.spans) {
    const parent = span.references.find((r) => r.refType === 'CHILD_OF' && ids.has(r.spanID))?.spanID;
    if (parent) children.set(parent, [...(children.get(parent) ?? []), span]);
    else roots.push(span);
  }
  const start = Math.min(...trace.spans.map((s) => s.startTime));
  const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;
  console.log(`trace ${trace.traceID}: ${trace.spans.length} spans`);
  const walk = (span: Span, depth: number) => {
    const service = trace.processes[span.processID].serviceName;
    console.log(
      `${'  '.repeat(depth)}${service}: ${span.operationName}  +${ms(span.startTime - start)}  ${ms(span.duration)}`,
    );
    for (const child of (children.get(span.spanID) ?? []).sort((a, b) => a.startTime - b.startTime)) {
      walk(child, depth + 1);
    }
  };
  for (const root of roots.sort((a, b) => a.startTime - b.startTime)) walk(root, 0);
}

async function main() {
  const [id] = process.argv.slice(2);
  const found = id
    ? await traces(`/${id}`)
    : await traces(`?service=gateway&operation=${encodeURIComponent('POST /api/orders')}&limit=1&lookback=24h`);
  if (found.length === 0) throw new Error('No order has been traced yet: place one in the shop first');
  print(found[0]);
}

main().catch((err) => {
  console.error((err as Error).message);
  process.exit(1);
});
