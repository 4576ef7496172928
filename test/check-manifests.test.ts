import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// scripts/check-manifests.sh is what CI runs on k8s/ and docker-compose.yml (scripts/test.sh); here it is run on
// copies with one mistake each, to show the mistake fails the check and is named. The first run may install the
// tools (kustomize from the Go module proxy, the validators from PyPI); after that a run takes a few seconds.
const root = join(__dirname, '..');
const script = join(root, 'scripts/check-manifests.sh');

async function check(k8sDir: string, composeFile: string) {
  try {
    const { stderr } = await promisify(execFile)('bash', [script, k8sDir, composeFile], { timeout: 600_000 });
    return { code: 0, stderr };
  } catch (err) {
    const { code, stderr } = err as { code: number; stderr: string };
    return { code, stderr };
  }
}

describe('scripts/check-manifests.sh', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'manifests-'));
    cpSync(join(root, 'k8s'), join(dir, 'k8s'), { recursive: true });
    cpSync(join(root, 'docker-compose.yml'), join(dir, 'docker-compose.yml'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const edit = (file: string, from: RegExp, to: string) => {
    const text = readFileSync(join(dir, file), 'utf8');
    expect(text).toMatch(from);
    writeFileSync(join(dir, file), text.replace(from, to));
  };

  it('fails on a Deployment whose replicas is a string, naming the object and the field', async () => {
    edit('k8s/base/content.yaml', /^ {2}replicas: \d+$/m, "  replicas: 'two'");
    const { code, stderr } = await check(join(dir, 'k8s'), join(dir, 'docker-compose.yml'));
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/deployment\/content.*spec\.replicas: 'two' is not of type 'integer'/);
    expect(stderr).toContain('FAILED');
  }, 600_000);

  it('fails on a field Kubernetes does not know, and on a compose service with a misspelt key', async () => {
    edit('k8s/base/catalog.yaml', /^( {10})resources:$/m, '$1resource:');
    edit('docker-compose.yml', /^( {4})stop_grace_period: 20s$/m, '$1stop_grace_perid: 20s');
    const { code, stderr } = await check(join(dir, 'k8s'), join(dir, 'docker-compose.yml'));
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/deployment\/catalog.*'resource' was unexpected/);
    expect(stderr).toMatch(/services\.gateway.*'stop_grace_perid' was unexpected/);
  }, 600_000);

  it("fails on a custom resource's field its CRD does not know: KEDA's ScaledObject, the Prometheus Operator's PodMonitor", async () => {
    edit('k8s/base/lag-autoscaling/scaled-objects.yaml', /^( {2})minReplicaCount:/m, '$1minReplicas:');
    edit('k8s/observability/pod-monitor.yaml', /^( {2})jobLabel:/m, '$1jobLabels:');
    const { code, stderr } = await check(join(dir, 'k8s'), join(dir, 'docker-compose.yml'));
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/scaledobject\/catalog.*spec: .*'minReplicas' was unexpected/);
    expect(stderr).toMatch(/podmonitor\/soundhire.*spec: .*'jobLabels' was unexpected/);
  }, 600_000);
});
