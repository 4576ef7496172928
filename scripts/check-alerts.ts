/**
 * Checks the shop's alerts (k8s/observability/alerts.yaml, a PrometheusRule) with Prometheus's own promtool, installed
 * on first use by scripts/promtool.sh:
 *
 * - writes the PrometheusRule's spec.groups out as a plain rules file, the one copy a Prometheus without the operator
 *   loads, and runs `promtool check rules` on it;
 * - runs `promtool test rules` on every k8s/observability/tests/*.yaml (they read that file as ../rules.yml);
 * - fails when an alert has no runbook in docs/runbooks/, or is not tested both firing and not firing.
 *
 * Usage: npx tsx scripts/check-alerts.ts [OBSERVABILITY_DIR]   (run by `npm test`)
 *        npx tsx scripts/check-alerts.ts --write FILE         writes the plain rules file only
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';

const ROOT = join(__dirname, '..');

interface Rule {
  alert?: string;
  record?: string;
  annotations?: Record<string, string>;
}
interface AlertTest {
  alertname: string;
  exp_alerts?: unknown[];
}

const log = (line: string) => console.error(`[alerts] ${line}`);

function rulesOf(dir: string): { groups: Array<{ name: string; rules: Rule[] }> } {
  const manifest = parse(readFileSync(join(dir, 'alerts.yaml'), 'utf8')) as { kind?: string; spec?: { groups?: [] } };
  if (manifest.kind !== 'PrometheusRule' || !Array.isArray(manifest.spec?.groups)) {
    throw new Error('alerts.yaml: expected a PrometheusRule with spec.groups');
  }
  return { groups: manifest.spec.groups };
}

/** The plain rules file: the PrometheusRule's groups, each expression kept on its lines as written. */
const plainRules = (dir: string) => stringify(rulesOf(dir), { lineWidth: 0 });

function promtool(args: string[], cwd: string): boolean {
  const run = spawnSync('bash', [join(ROOT, 'scripts/promtool.sh'), ...args], { cwd, stdio: 'inherit' });
  return run.status === 0;
}

/** Each alert's runbook file, and a test of it firing (alerts expected) and one not firing (none expected). */
function coverageProblems(rules: Rule[], tests: AlertTest[]): string[] {
  const problems: string[] = [];
  for (const { alert, annotations } of rules) {
    if (!alert) continue;
    const runbook = annotations?.runbook;
    if (!runbook || !existsSync(join(ROOT, runbook)))
      problems.push(`${alert}: its runbook ${runbook ?? '(none)'} is missing`);
    const cases = tests.filter((t) => t.alertname === alert);
    if (!cases.some((t) => (t.exp_alerts ?? []).length > 0)) problems.push(`${alert}: no test sees it fire`);
    if (!cases.some((t) => (t.exp_alerts ?? []).length === 0)) problems.push(`${alert}: no test sees it stay quiet`);
  }
  return problems;
}

function check(dir: string): boolean {
  const rules = rulesOf(dir);
  const work = mkdtempSync(join(tmpdir(), 'alerts-'));
  try {
    writeFileSync(join(work, 'rules.yml'), plainRules(dir));
    cpSync(join(dir, 'tests'), join(work, 'tests'), { recursive: true });
    const testFiles = readdirSync(join(work, 'tests'))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => join('tests', f));
    const tests = testFiles.flatMap((f) =>
      (parse(readFileSync(join(work, f), 'utf8')) as { tests: Array<{ alert_rule_test?: AlertTest[] }> }).tests.flatMap(
        (t) => t.alert_rule_test ?? [],
      ),
    );
    const problems = coverageProblems(
      rules.groups.flatMap((g) => g.rules),
      tests,
    );
    for (const problem of problems) log(problem);
    const checked = promtool(['check', 'rules', 'rules.yml'], work);
    const tested = promtool(['test', 'rules', ...testFiles], work);
    return problems.length === 0 && checked && tested;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
if (args[0] === '--write') {
  writeFileSync(resolve(args[1]), plainRules(join(ROOT, 'k8s/observability')));
} else {
  const dir = resolve(args[0] ?? join(ROOT, 'k8s/observability'));
  if (!check(dir)) {
    log('FAILED: fix the alerts or tests named above');
    process.exit(1);
  }
  log('ok: every alert checked, tested firing and not firing, with its runbook');
}
