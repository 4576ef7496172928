import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

// The KEDA ScaledObjects of k8s/base/lag-autoscaling against what the services do: each event-consuming Deployment
// that the base autoscales has one, watching exactly the consumer groups the service runs (a group that does not
// exist would read as the whole topic behind and scale to the maximum), within the same range as the autoscaler it
// replaces and no wider than the topics' partitions. scripts/check-manifests.sh validates them against KEDA's CRD.
const root = join(__dirname, '..');
const base = join(root, 'k8s/base');

interface Trigger {
  type: string;
  metricType?: string;
  metadata: Record<string, string>;
}
interface ScaledObject {
  metadata: { name: string };
  spec: { scaleTargetRef: { name: string }; minReplicaCount: number; maxReplicaCount: number; triggers: Trigger[] };
}
interface Autoscaler {
  kind: string;
  metadata: { name: string };
  spec: {
    minReplicas: number;
    maxReplicas: number;
    metrics: { resource: { target: { averageUtilization: number } } }[];
  };
}

/** `<service>.<purpose>` for each `runtime.consume('<purpose>', ...)` in a service's sources. */
function consumerGroups(service: string): string[] {
  const dir = join(root, 'services', service, 'src');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/runtime\.consume\(\s*'([a-z-]+)'/g)])
    .map(([, purpose]) => `${service}.${purpose}`)
    .sort();
}

const scaledObjects = parseAllDocuments(readFileSync(join(base, 'lag-autoscaling/scaled-objects.yaml'), 'utf8')).map(
  (d) => d.toJS() as ScaledObject,
);
const autoscalers = new Map(
  readdirSync(base)
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((f) => parseAllDocuments(readFileSync(join(base, f), 'utf8')).map((d) => d.toJS() as Autoscaler))
    .filter((o) => o?.kind === 'HorizontalPodAutoscaler')
    .map((hpa) => [hpa.metadata.name, hpa]),
);
const services = readdirSync(join(root, 'services')).filter((s) =>
  existsSync(join(root, 'services', s, 'src/main.ts')),
);
const partitions = Number(/^KAFKA_TOPIC_PARTITIONS=(\d+)$/m.exec(readFileSync(join(base, 'config.env'), 'utf8'))![1]);

describe('scaling on consumer lag (k8s/base/lag-autoscaling)', () => {
  it('gives every autoscaled Deployment that consumes events a ScaledObject, and removes exactly their autoscalers', () => {
    const consuming = services.filter((s) => consumerGroups(s).length > 0 && autoscalers.has(s)).sort();
    expect(scaledObjects.map((o) => o.metadata.name).sort()).toEqual(consuming);
    for (const o of scaledObjects) expect(o.spec.scaleTargetRef.name).toBe(o.metadata.name);
    const { patches } = parse(readFileSync(join(base, 'lag-autoscaling/kustomization.yaml'), 'utf8')) as {
      patches: { target: { kind: string; name: string }; patch: string }[];
    };
    const removal = patches.find((p) => p.target.kind === 'HorizontalPodAutoscaler' && /\$patch: delete/.test(p.patch));
    const removed = [...autoscalers.keys()].filter((name) => new RegExp(removal!.target.name).test(name)).sort();
    expect(removed).toEqual(consuming);
  });

  it.each(scaledObjects.map((o) => [o.metadata.name, o] as const))(
    '%s watches exactly the groups it runs, on CPU as before, within its old range and the partitions',
    (name, { spec }) => {
      const groups = spec.triggers.filter((t) => t.type === 'kafka').map((t) => t.metadata.consumerGroup);
      expect(groups.sort()).toEqual(consumerGroups(name));
      for (const t of spec.triggers.filter((t) => t.type === 'kafka')) {
        expect(t.metadata.bootstrapServersFromEnv).toBe('KAFKA_BROKERS');
        expect(Number(t.metadata.lagThreshold)).toBeGreaterThan(0);
      }
      const hpa = autoscalers.get(name)!;
      const cpu = spec.triggers.find((t) => t.type === 'cpu');
      expect(cpu).toEqual({
        type: 'cpu',
        metricType: 'Utilization',
        metadata: { value: String(hpa.spec.metrics[0].resource.target.averageUtilization) },
      });
      expect([spec.minReplicaCount, spec.maxReplicaCount]).toEqual([hpa.spec.minReplicas, hpa.spec.maxReplicas]);
      expect(spec.maxReplicaCount).toBeLessThanOrEqual(partitions);
    },
  );
});
