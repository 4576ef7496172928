import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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
    const check = (node) => {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!source || !source.startsWith('.')) return;
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
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      'CallExpression[callee.name="require"]': (node) => check(node.arguments[0]),
      'CallExpression[callee.object.name="jest"][callee.property.name="mock"]': (node) => check(node.arguments[0]),
    };
  },
};

export default { rules: { 'no-cross-workspace-import': rule } };
