import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// scripts/check-alerts.ts is what CI runs on k8s/observability (scripts/test.sh); here it is run on copies with one
// mistake each, to show the mistake fails the check and is named. The first run may build promtool (minutes); after
// that a run takes a few seconds.
const root = join(__dirname, '..');

async function check(dir: string) {
  try {
    const { stderr } = await promisify(execFile)('npx', ['tsx', join(root, 'scripts/check-alerts.ts'), dir], {
      cwd: root,
      timeout: 900_000,
    });
    return { code: 0, output: stderr };
  } catch (err) {
    const { code, stdout, stderr } = err as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

describe('scripts/check-alerts.ts', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'alerts-'));
    cpSync(join(root, 'k8s/observability'), dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const edit = (file: string, from: RegExp | string, to: string) => {
    const text = readFileSync(join(dir, file), 'utf8');
    expect(text).toMatch(from);
    writeFileSync(join(dir, file), text.replace(from, to));
  };

  it('passes on the alerts as they are', async () => {
    const { code, output } = await check(dir);
    expect(output).toContain('ok: every alert checked');
    expect(code).toBe(0);
  }, 900_000);

  it("fails when an alert's threshold no longer matches its tests, naming the alert", async () => {
    edit(
      'alerts.yaml',
      '(outbox_oldest_pending_event_age_seconds) > 30',
      '(outbox_oldest_pending_event_age_seconds) > 300',
    );
    const { code, output } = await check(dir);
    expect(code).not.toBe(0);
    expect(output).toMatch(/alertname: OutboxEventsWaiting/);
  }, 900_000);

  it('fails on an alert without a runbook or without a test of it firing', async () => {
    edit('alerts.yaml', 'runbook: docs/runbooks/checkout-slow.md', 'runbook: docs/runbooks/no-such-page.md');
    edit(
      'tests/email.yaml',
      /exp_alerts:\n\s+- exp_labels: \{ severity: warning, service: notify \}[\s\S]*?emails-failed\.md/,
      'exp_alerts: []',
    );
    const { code, output } = await check(dir);
    expect(code).not.toBe(0);
    expect(output).toContain('CheckoutSlow: its runbook docs/runbooks/no-such-page.md is missing');
    expect(output).toContain('EmailsFailed: no test sees it fire');
  }, 900_000);

  it('fails on an expression promtool cannot parse', async () => {
    edit('alerts.yaml', /^( +)\) > 1$/m, '$1) >> 1');
    const { code, output } = await check(dir);
    expect(code).not.toBe(0);
    expect(output).toMatch(/rules\.yml.*\n?.*(parse error|unexpected)/);
  }, 900_000);
});
