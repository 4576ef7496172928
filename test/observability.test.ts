import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { parse } from 'yaml';
import { z } from 'zod';

// The Grafana dashboards and the alerts in k8s/observability read only metrics the shop's processes export: every
// name in a query is found in the processes' sources (or is a default Node metric, a recording rule of alerts.yaml, or
// Prometheus's own `up`), and each dashboard has the fields Grafana's dashboard JSON model needs to load it.
const root = join(__dirname, '..');
const observability = join(root, 'k8s/observability');

const target = z.object({
  refId: z.string().regex(/^[A-Z]$/),
  expr: z.string().min(1),
  legendFormat: z.string().optional(),
  datasource: z.object({ type: z.literal('prometheus'), uid: z.string() }),
});
const panel = z.object({
  id: z.number().int().positive(),
  type: z.enum(['timeseries', 'stat', 'gauge', 'table', 'bargauge']),
  title: z.string().min(1),
  description: z.string().optional(),
  gridPos: z.object({
    h: z.number().int().positive(),
    w: z.number().int().min(1).max(24),
    x: z.number().int().min(0).max(23),
    y: z.number().int().min(0),
  }),
  datasource: z.object({ type: z.literal('prometheus'), uid: z.string() }),
  targets: z.array(target).min(1),
  fieldConfig: z.object({ defaults: z.object({ unit: z.string() }).loose(), overrides: z.array(z.unknown()) }),
  options: z.object({}).loose(),
});
const dashboard = z.object({
  uid: z.string().regex(/^[a-z0-9-]{1,40}$/),
  title: z.string().min(1),
  description: z.string().min(1),
  tags: z.array(z.string()),
  schemaVersion: z.number().int().min(36),
  version: z.number().int(),
  editable: z.boolean(),
  time: z.object({ from: z.string(), to: z.string() }),
  refresh: z.string(),
  timezone: z.string(),
  templating: z.object({
    list: z.array(z.object({ name: z.string(), type: z.string(), query: z.string() }).loose()),
  }),
  annotations: z.object({ list: z.array(z.unknown()) }),
  panels: z.array(panel).min(1),
});

/** Metric names the processes define (`new Counter({ name: ... })` and the like), with a histogram's series. */
function exportedMetrics(): Set<string> {
  // The kit and the other packages too, wherever the kit lives.
  const dirs = ['services', 'packages']
    .flatMap((floor) => readdirSync(join(root, floor)).map((w) => join(root, floor, w, 'src')))
    .concat(join(root, 'gateway/src'), join(root, 'storefront/src'))
    .filter((dir) => existsSync(dir));
  const names = new Set<string>();
  const definition =
    /new (?:client\.)?(Counter|Gauge|Histogram|Summary)(?:<[^>]*>)?\(\{\s*name: '([a-zA-Z_:][a-zA-Z0-9_:]*)'/g;
  for (const dir of dirs) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
      for (const [, kind, name] of readFileSync(join(dir, file), 'utf8').matchAll(definition)) {
        names.add(name);
        if (kind === 'Histogram') for (const s of ['_bucket', '_sum', '_count']) names.add(name + s);
        if (kind === 'Summary') for (const s of ['_sum', '_count']) names.add(name + s);
      }
    }
  }
  return names;
}

async function defaultMetrics(): Promise<Set<string>> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics = await registry.getMetricsAsJSON();
  return new Set(
    metrics.flatMap(({ name, type }) =>
      String(type) === 'histogram' ? [name, `${name}_bucket`, `${name}_sum`, `${name}_count`] : [name],
    ),
  );
}

const PROMQL_WORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless']);
const PROMQL_WORDS_AFTER_VALUE = new Set(['offset', 'bool']);

/** The metric names a PromQL expression reads: identifiers that are not functions, keywords, labels or durations. */
function metricsIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '')
    .replace(/\boffset\s+\d+[smhdwy]/g, '');
  return [...bare.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(\()?/g)]
    .filter(([, name, call]) => !call && !PROMQL_WORDS.has(name) && !PROMQL_WORDS_AFTER_VALUE.has(name))
    .map(([, name]) => name)
    .filter((name) => !/^(inf|nan)$/i.test(name));
}

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
}
const alerts = parse(readFileSync(join(observability, 'alerts.yaml'), 'utf8')) as {
  spec: { groups: Array<{ rules: Rule[] }> };
};
const rules = alerts.spec.groups.flatMap((g) => g.rules);
const dashboardFiles = readdirSync(join(observability, 'dashboards')).filter((f) => f.endsWith('.json'));

describe('Grafana dashboards in k8s/observability/dashboards', () => {
  it('holds one dashboard per concern, each with a uid of its own', () => {
    expect(dashboardFiles.sort()).toEqual([
      'checkout-saga.json',
      'email.json',
      'events.json',
      'hire-desk.json',
      'shop-traffic.json',
    ]);
    const uids = dashboardFiles.map(
      (f) => dashboard.parse(JSON.parse(readFileSync(join(observability, 'dashboards', f), 'utf8'))).uid,
    );
    expect(new Set(uids).size).toBe(uids.length);
  });

  it.each(dashboardFiles)('%s fits the dashboard model, panels laid out without overlap, ids unique', (file) => {
    const { panels } = dashboard.parse(JSON.parse(readFileSync(join(observability, 'dashboards', file), 'utf8')));
    expect(new Set(panels.map((p) => p.id)).size).toBe(panels.length);
    const cells = new Set<string>();
    for (const { gridPos } of panels) {
      expect(gridPos.x + gridPos.w).toBeLessThanOrEqual(24);
      for (let x = gridPos.x; x < gridPos.x + gridPos.w; x++)
        for (let y = gridPos.y; y < gridPos.y + gridPos.h; y++) {
          expect(cells.has(`${x},${y}`)).toBe(false);
          cells.add(`${x},${y}`);
        }
    }
  });
});

describe('the metrics the dashboards and alerts read', () => {
  let known: Set<string>;
  beforeAll(async () => {
    const recorded = rules.flatMap((r) => (r.record ? [r.record] : []));
    known = new Set([...exportedMetrics(), ...(await defaultMetrics()), ...recorded, 'up']);
  });

  it('finds the metrics the processes define, histograms with their series', () => {
    for (const name of [
      'http_request_duration_seconds_bucket',
      'events_dead_lettered_total',
      'outbox_oldest_pending_event_age_seconds',
      'kafka_consumer_lag_messages',
      'jobs_failed_total',
      'storefront_page_cache_lookups_total',
      'process_cpu_seconds_total',
    ])
      expect(known).toContain(name);
    expect(metricsIn('sum by (service) (rate(a_total{status=~"5.."}[5m])) / b offset 10m > 1 / 60')).toEqual([
      'a_total',
      'b',
    ]);
  });

  it.each(dashboardFiles)('%s queries only exported metrics', (file) => {
    const { panels } = dashboard.parse(JSON.parse(readFileSync(join(observability, 'dashboards', file), 'utf8')));
    const unknown = panels.flatMap((p) => p.targets.flatMap((t) => metricsIn(t.expr))).filter((m) => !known.has(m));
    expect(unknown).toEqual([]);
  });

  it('ProcessMissing watches every Deployment of the base', () => {
    const { resources } = parse(readFileSync(join(root, 'k8s/base/kustomization.yaml'), 'utf8')) as {
      resources: string[];
    };
    const deployments = resources
      .flatMap((f) => readFileSync(join(root, 'k8s/base', f), 'utf8').split(/^---$/m))
      .map((doc) => parse(doc) as { kind?: string; metadata?: { name: string } } | null)
      .filter((o) => o?.kind === 'Deployment')
      .map((o) => o!.metadata!.name);
    const missing = rules.find((r) => r.alert === 'ProcessMissing')!;
    const watched = [...missing.expr.matchAll(/absent\(up\{namespace="soundhire", job="([a-z-]+)"\}\)/g)].map(
      ([, job]) => job,
    );
    expect(watched.sort()).toEqual(deployments.sort());
  });

  it('alerts.yaml reads only exported metrics', () => {
    const unknown = rules.flatMap((r) => metricsIn(r.expr)).filter((m) => !known.has(m));
    expect(unknown).toEqual([]);
    expect(rules.filter((r) => r.alert).length).toBeGreaterThanOrEqual(8);
  });
});
