import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { relativeImports } from './import-sources.mjs';

/**
 * `no-cross-workspace-import`: a relative import may not leave its workspace. What several
 * workspaces share is a package (`@shop/contracts`, `@shop/test-support`, …) and is imported by
 * name, so each workspace builds, tests and ships on its own. Files outside every workspace
 * (scripts, bench, e2e) belong to the root package and follow the same rule.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.map((w) => join(root, w));

const within = (dir, file) => file === dir || file.startsWith(dir + sep);
const workspaceOf = (file) =>
  workspaces.filter((dir) => within(dir, file)).sort((a, b) => b.length - a.length)[0] ?? root;

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids relative imports that leave their workspace' },
    messages: {
      leaves:
        "'{{source}}' reaches into {{target}} from {{home}}: import what is shared through its package (make one if need be).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const home = workspaceOf(file);
    return relativeImports((node, source) => {
      const target = workspaceOf(resolve(dirname(file), source));
      if (target !== home) {
        context.report({
          node,
          messageId: 'leaves',
          data: {
            source,
            target: relative(root, target) || 'the root package',
            home: relative(root, home) || 'the root package',
          },
        });
      }
    });
  },
};

export default { rules: { 'no-cross-workspace-import': rule } };
