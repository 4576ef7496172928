import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { topicsManifest } from '@shop/kit';

// No Docker engine or compose plugin runs here, so the deployment files are checked as data:
// every service the repo has is deployed, healthy-checked and wired to what it needs.
const root = join(__dirname, '..');
const services = readdirSync(join(root, 'services')).filter((s) =>
  existsSync(join(root, 'services', s, 'src/main.ts')),
);

interface ComposeService {
  build?: unknown;
  healthcheck?: { test?: unknown };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
}

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };

  it('runs every service and the gateway on real MongoDB, Kafka and Redis, all with healthchecks', () => {
    const names = Object.keys(compose.services);
    expect(names).toEqual(expect.arrayContaining(['mongo', 'kafka', 'redis', 'gateway', 'storefront', ...services]));
    for (const name of names) expect(compose.services[name].healthcheck?.test).toBeDefined();
  });

  it('starts each service only once its engines are healthy, and the gateway after the services', () => {
    for (const name of services) {
      const deps = compose.services[name].depends_on ?? {};
      for (const engine of ['mongo', 'kafka']) expect(deps[engine]?.condition).toBe('service_healthy');
      expect(compose.services.gateway.depends_on?.[name]?.condition).toBe('service_healthy');
      // A service with a GraphQL subgraph is composed by the gateway (payments has none: Stripe and the services call it).
      if (existsSync(join(root, 'services', name, 'src/graphql/schema.graphql')))
        expect(compose.services.gateway.environment?.SUBGRAPHS).toContain(`${name}=http://${name}:`);
    }
    // The gateway keys its catalog cache by a generation kept in Redis.
    expect(compose.services.gateway.depends_on?.redis?.condition).toBe('service_healthy');
    expect(compose.services.gateway.environment?.REDIS_URL).toBe('redis://redis:6379');
    // The page service and the gateway reach each other; the page cache follows generations kept in Redis.
    expect(compose.services.gateway.environment?.PAGES_URL).toBe('http://storefront:4200');
    expect(compose.services.storefront.environment?.GATEWAY_URL).toBe('http://gateway:4000');
    expect(compose.services.storefront.depends_on?.redis?.condition).toBe('service_healthy');
  });

  it("gives the page service its pages secret and none of the API's", () => {
    const secrets = (name: string) =>
      Object.keys(compose.services[name].environment ?? {}).filter((key) => key.endsWith('_SECRET'));
    expect(secrets('storefront')).toEqual(['PAGES_SECRET']);
    expect(secrets('gateway')).toEqual(expect.arrayContaining(['JWT_SECRET', 'INTERNAL_SECRET', 'PAGES_SECRET']));
  });
});

describe('k8s manifests', () => {
  const dir = join(root, 'k8s/base');
  const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as { resources: string[] };

  it('parse, and give every service a Deployment and a Service', () => {
    const kinds = new Map<string, string[]>();
    for (const file of kustomization.resources) {
      for (const doc of parseAllDocuments(readFileSync(join(dir, file), 'utf8'))) {
        expect(doc.errors).toEqual([]);
        const { kind, metadata } = doc.toJS() as { kind: string; metadata: { name: string } };
        kinds.set(metadata.name, [...(kinds.get(metadata.name) ?? []), kind]);
      }
    }
    for (const name of [...services, 'gateway', 'storefront'])
      expect(kinds.get(name)).toEqual(expect.arrayContaining(['Deployment', 'Service']));
    // Checkout takes the load of a sale: orders scales on its own.
    expect(kinds.get('orders')).toContain('HorizontalPodAutoscaler');
  });
});

describe('the Job creating the Kafka topics', () => {
  it('lists every topic of the event catalogue with its policy (npm run kafka-topics writes it)', () => {
    expect(readFileSync(join(__dirname, '../k8s/base/kafka-topics/topics.txt'), 'utf8')).toBe(topicsManifest());
  });
});

interface DeploymentSpec {
  spec: { template: { spec: { containers: { image: string }[] } } };
}

describe('what a cluster operator expects', () => {
  const dir = join(root, 'k8s/base');
  const objects = (parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as { resources: string[] }).resources
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((doc) => doc.toJS()))
    .filter(Boolean) as { kind: string; metadata: { name: string } }[];

  it('gives every Deployment a PodDisruptionBudget (each runs two replicas or more)', () => {
    const budgets = objects.filter((o) => o.kind === 'PodDisruptionBudget').map((o) => o.metadata.name);
    const deployments = objects.filter((o) => o.kind === 'Deployment').map((o) => o.metadata.name);
    expect(deployments.length).toBeGreaterThan(0);
    expect(budgets.sort()).toEqual(deployments.sort());
  });

  it('builds every Deployment from an image the kustomization points at the registry', () => {
    const { images } = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as { images: { name: string }[] };
    const pushed = new Set(images.map((i) => i.name));
    const used = objects
      .filter((o) => o.kind === 'Deployment')
      .flatMap((o) => (o as unknown as DeploymentSpec).spec.template.spec.containers.map((c) => c.image));
    expect(used.filter((image) => !pushed.has(image))).toEqual([]);
  });

  it("gives the API's secrets to every Deployment but the page service's", () => {
    const { patches } = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as {
      patches: { path: string; target: { kind: string; labelSelector?: string } }[];
    };
    const holders = patches.filter((patch) => /name: shop-secrets$/m.test(readFileSync(join(dir, patch.path), 'utf8')));
    expect(holders).toEqual([
      { path: 'api-secrets.yaml', target: { kind: 'Deployment', labelSelector: 'app.kubernetes.io/name!=storefront' } },
    ]);
    const storefront = readFileSync(join(dir, 'storefront.yaml'), 'utf8');
    expect(storefront).not.toMatch(/name: shop-secrets$/m);
    expect(storefront).toContain('pages-secrets');
  });

  it("serves readiness and metrics on each pod's operations port, which no Service exposes", () => {
    interface Port {
      name: string;
      containerPort?: number;
      port?: number;
    }
    interface Workload {
      kind: string;
      metadata: { name: string };
      spec: {
        ports?: Port[];
        template?: {
          metadata: { annotations?: Record<string, string> };
          spec: { containers: { ports: Port[] }[] };
        };
      };
    }
    const workloads = objects as unknown as Workload[];
    const deployments = workloads.filter((o) => o.kind === 'Deployment');
    expect(deployments.length).toBeGreaterThan(0);
    for (const { metadata, spec } of deployments) {
      const ports = spec.template!.spec.containers[0].ports;
      const http = ports.find((p) => p.name === 'http')!.containerPort!;
      const ops = ports.find((p) => p.name === 'ops')?.containerPort;
      expect({ name: metadata.name, ops }).toEqual({ name: metadata.name, ops: http + 10_000 });
      expect(spec.template!.metadata.annotations?.['prometheus.io/port']).toBe(String(ops));
    }
    for (const service of workloads.filter((o) => o.kind === 'Service')) {
      expect(service.spec.ports!.map((p) => p.name)).not.toContain('ops');
    }
    const defaults = parse(readFileSync(join(dir, 'service-defaults.yaml'), 'utf8')) as {
      spec: { template: { spec: { containers: Record<string, { httpGet: { path: string; port: string } }>[] } } };
    };
    const probes = defaults.spec.template.spec.containers[0];
    expect(probes.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'ops' });
    expect(probes.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(readFileSync(join(dir, 'config.env'), 'utf8')).toMatch(/^OPS_HOST=0\.0\.0\.0$/m);
  });

  it('spreads every Deployment over nodes', () => {
    const defaults = parse(readFileSync(join(dir, 'service-defaults.yaml'), 'utf8')) as {
      spec: { template: { spec: { topologySpreadConstraints: { topologyKey: string; whenUnsatisfiable: string }[] } } };
    };
    expect(defaults.spec.template.spec.topologySpreadConstraints).toContainEqual(
      expect.objectContaining({ topologyKey: 'kubernetes.io/hostname', whenUnsatisfiable: 'DoNotSchedule' }),
    );
  });
});
