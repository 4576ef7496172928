import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The lint rule that keeps quotes, fleet and planning out of each other's internals is an ES module, which jest
// does not load; its RuleTester cases run under node's own test runner, and a failing case fails this test.
const root = join(__dirname, '../../..');

it("the module-boundaries lint rule refuses imports of another module's internals and allows its index", async () => {
  const run = promisify(execFile)(
    process.execPath,
    ['--test', join(root, 'scripts/eslint/module-boundaries.test.mjs')],
    {
      cwd: root,
    },
  );
  const { stdout } = await run.catch((err: { stdout: string; stderr: string }) => {
    throw new Error(`module-boundaries rule tests failed:\n${err.stdout}\n${err.stderr}`);
  });
  expect(stdout).toMatch(/# pass \d+/);
  expect(stdout).toContain('# fail 0');
});
