import { dirname, join, relative } from 'node:path';
import { Kind, parse } from 'graphql';
import type { Plugin } from 'vite';

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/** The name the codegen client preset gives a document's export in graphql.ts. */
function documentExport(source: string): string {
  const [definition] = parse(source).definitions;
  if (definition.kind === Kind.FRAGMENT_DEFINITION) return `${definition.name.value}FragmentDoc`;
  if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) return `${definition.name.value}Document`;
  throw new Error(`A graphql() document needs a named operation or fragment first:\n${source}`);
}

/** Where `npm run codegen` writes an app's generated documents (scripts/codegen.ts). */
const GENERATED_DOCUMENTS = 'src/graphql/__generated__/graphql';

/**
 * Replaces each `graphql(`…`)` call with an import of the document the codegen client preset generated for it (what
 * the preset's Babel plugin does), so that a chunk carries only the documents its code uses, not gql.ts's map of
 * every document in the app. Line numbers are kept (a call spanning lines leaves as many line breaks), so the
 * source maps stay right without one of our own.
 */
export function typedDocuments(): Plugin {
  let generated = '';
  return {
    name: 'shop-typed-documents',
    enforce: 'pre',
    configResolved: (config) => {
      generated = join(config.root, GENERATED_DOCUMENTS);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('__generated__') || !code.includes('graphql(`')) return null;
      const imports = new Set<string>();
      const replaced = code.replace(GRAPHQL_CALL, (call: string, source: string) => {
        const name = documentExport(source);
        imports.add(name);
        return name + '\n'.repeat(call.split('\n').length - 1);
      });
      if (imports.size === 0) return null;
      const from = relative(dirname(id), generated);
      const specifier = from.startsWith('.') ? from : `./${from}`;
      return { code: `import { ${[...imports].join(', ')} } from '${specifier}';${replaced}`, map: null };
    },
  };
}
