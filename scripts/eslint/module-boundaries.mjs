import { dirname, relative, resolve, sep } from 'node:path';
import { relativeImports } from './import-sources.mjs';

/**
 * `no-module-internals`: a service split into modules (`src/modules/<name>/…`, hire's quotes, fleet and
 * planning) keeps each module's models, domain and use cases its own. Another module reaches it only
 * through its public interface, `modules/<name>/index.ts` (its application functions and event types),
 * so a module's insides can change without breaking its neighbours, and a booking is never written
 * behind the quotes module's back. Nor does a module import the service's bundle of every
 * collection (`src/models.ts`, the wiring's): it is typed with its own models and the shared views,
 * so another module's collection is out of its reach even as a type. Files outside `modules/` (the
 * service's wiring, resolvers, shared views) are not held to it.
 */
const MODULES = `${sep}src${sep}modules${sep}`;

/** The modules directory a file sits in and the module it belongs to, or null outside one. */
function placeOf(file) {
  const at = file.lastIndexOf(MODULES);
  if (at < 0) return null;
  const root = file.slice(0, at + MODULES.length - 1);
  const [module, ...rest] = file.slice(at + MODULES.length).split(sep);
  return { root, module, rest };
}

/** Whether an import source names the service's bundle of every collection, `src/models(.ts)`. */
const isServiceModels = (root, target) => /^models(\.[cm]?[jt]s)?$/.test(relative(dirname(root), target));

const isInterface = (rest) => rest.length === 0 || (rest.length === 1 && /^index(\.[cm]?[jt]sx?)?$/.test(rest[0]));

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Forbids importing another module's internals: only its index.ts is public" },
    messages: {
      internals:
        "'{{source}}' reaches into the {{target}} module's internals from {{home}}: import what {{target}} offers from its index ('{{entry}}').",
      allModels:
        "'{{source}}' is the service's bundle of every collection: the {{home}} module is typed with its own models and the shared views.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const home = placeOf(file);
    if (!home) return {};
    return relativeImports((node, source) => {
      const resolved = resolve(dirname(file), source);
      if (isServiceModels(home.root, resolved)) {
        context.report({ node, messageId: 'allModels', data: { source, home: home.module } });
        return;
      }
      const target = placeOf(resolved);
      if (!target || target.root !== home.root || target.module === home.module || isInterface(target.rest)) return;
      const entry = relative(dirname(file), resolve(target.root, target.module)).split(sep).join('/');
      context.report({
        node,
        messageId: 'internals',
        data: { source, target: target.module, home: home.module, entry },
      });
    });
  },
};

export default { rules: { 'no-module-internals': rule } };
