import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from '@shop/stack/process-stack';

/** Schemathesis lives in its own virtualenv under the git-ignored .cache/, installed from PyPI on first use. */
const VENV = join(ROOT, '.cache/schemathesis-venv');
const SCHEMATHESIS = join(VENV, 'bin/schemathesis');
const REQUIREMENT = 'schemathesis>=4.32,<5';

function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

/** The schemathesis binary, creating the venv (and Debian's python3-venv, as root) when missing. */
export function ensureSchemathesis(log: (line: string) => void): string {
  if (existsSync(SCHEMATHESIS)) return SCHEMATHESIS;
  log(`installing ${REQUIREMENT} into ${VENV}`);
  if (!run('python3', ['-m', 'venv', VENV])) {
    // Debian's python3 ships venv without ensurepip until python3-venv is installed.
    if (process.getuid?.() !== 0) throw new Error('python3 -m venv failed: install python3-venv (apt-get) and retry');
    // The project's apt-get, which waits for another one holding the package lock (scripts/lib/apt.sh).
    const apt = `source ${JSON.stringify(join(ROOT, 'scripts/lib/apt.sh'))} && apt_get update -qq && apt_get install -y -qq python3-venv`;
    if (!run('bash', ['-c', apt])) {
      throw new Error('installing python3-venv with apt-get failed');
    }
    if (!run('python3', ['-m', 'venv', '--clear', VENV])) throw new Error('python3 -m venv failed');
  }
  if (!run(join(VENV, 'bin/pip'), ['install', '--quiet', REQUIREMENT]))
    throw new Error('pip install schemathesis failed');
  return SCHEMATHESIS;
}

export interface FuzzRun {
  /** Where the API description is served, e.g. http://127.0.0.1:4720/api/openapi.json. */
  schemaUrl: string;
  headers: Record<string, string>;
  /** Regex of operations ("POST /api/logout") not to call in this run. */
  excludeName?: string;
  maxExamples: number;
  harPath: string;
  seed: number;
}

/**
 * One schemathesis run: examples, boundary coverage and random fuzzing of every operation, with
 * the "no 5xx" and "answers match the description" checks. Resolves with its exit code (non-zero
 * when a check failed; the HAR file is the record either way).
 */
export function runSchemathesis(bin: string, options: FuzzRun): Promise<number> {
  const args = [
    'run',
    options.schemaUrl,
    '--checks',
    'not_a_server_error,response_schema_conformance',
    '--phases',
    'examples,coverage,fuzzing',
    '--max-examples',
    String(options.maxExamples),
    '--seed',
    String(options.seed),
    '--workers',
    '2',
    '--request-timeout',
    '20',
    // Slow operations (bcrypt sign-ins) are worth fuzzing all the same.
    '--suppress-health-check',
    'all',
    '--generation-database',
    'none',
    '--report',
    'har',
    '--report-har-path',
    options.harPath,
    ...Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    ...(options.excludeName ? ['--exclude-name-regex', options.excludeName] : []),
  ];
  return new Promise((resolve, reject) => {
    // Run where the report goes: schemathesis keeps a .schemathesis/ folder in its working directory.
    const child = spawn(bin, args, { stdio: 'inherit', cwd: dirname(options.harPath) });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}
