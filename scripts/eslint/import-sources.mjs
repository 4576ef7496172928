/**
 * The visitors that see every module a file names (import, export … from, import(), require() and
 * jest.mock()) and call `check(node, source)` with each relative one: the boundary rules judge
 * only where a relative path leads, since a package is imported by name.
 */
export function relativeImports(check) {
  const visit = (node) => {
    if (node?.type === 'Literal' && typeof node.value === 'string' && node.value.startsWith('.')) {
      check(node, node.value);
    }
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
    'CallExpression[callee.name="require"]': (node) => visit(node.arguments[0]),
    'CallExpression[callee.object.name="jest"][callee.property.name="mock"]': (node) => visit(node.arguments[0]),
  };
}
