/**
 * `npm run build:services [-- content gateway ...]`: compiles each subgraph service and the gateway to one
 * JavaScript file, `<workspace>/dist/main.js`, that Node 20 runs without tsx or TypeScript (the images do).
 *
 * The workspace packages (`@shop/kit`, `@shop/contracts`, `@shop/quote-document`) are TypeScript sources, so they are
 * bundled in; every other package stays an external `require`, installed in the image by `npm ci --omit=dev`. The
 * build fails when the bundle requires a package that is not a production dependency of the workspace or of a
 * workspace package it bundles (it would run here, where the root's node_modules has everything, and fail in the
 * image). Files read from disk next to the code (`src/graphql/schema.graphql`, read through `__dirname`) are
 * copied to the same place under `dist/`; the gateway and the page service find the built apps through
 * `../../admin-web/dist` and `../../web/dist`, which is as true of `dist/` as of `src/`.
 */
import { build, type Metafile, type Plugin } from 'esbuild';
import { builtinModules } from 'node:module';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
}

const readManifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** Every workspace of the root package.json, by package name (an image's build stage holds only those it needs). */
function workspaces(): Map<string, string> {
  const { workspaces: dirs } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  return new Map(
    dirs
      .filter((dir) => existsSync(join(ROOT, dir, 'package.json')))
      .map((dir) => [readManifest(join(ROOT, dir)).name, join(ROOT, dir)]),
  );
}

/** The deployable workspaces: each service with a `src/main.ts`, the gateway and the page service. */
export function deployables(): string[] {
  const services = readdirSync(join(ROOT, 'services'))
    .filter((name) => existsSync(join(ROOT, 'services', name, 'src/main.ts')))
    .map((name) => `services/${name}`);
  return [...services, 'gateway', 'storefront'];
}

/** `@scope/name/sub` and `name/sub` to the package's name. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

/** Bare imports are external, except the workspace packages, which are TypeScript sources and get bundled. */
const externalPackages = (local: Map<string, string>): Plugin => ({
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      local.has(packageOf(args.path)) ? undefined : { path: args.path, external: true },
    );
  },
});

/** The npm packages the workspace may require at run time: its own dependencies and its workspace packages'. */
function productionDependencies(dir: string, local: Map<string, string>): Set<string> {
  const allowed = new Set<string>();
  const seen = new Set<string>();
  const visit = (manifestDir: string) => {
    for (const dep of Object.keys(readManifest(manifestDir).dependencies ?? {})) {
      const workspace = local.get(dep);
      if (!workspace) allowed.add(dep);
      else if (!seen.has(dep)) {
        seen.add(dep);
        visit(workspace);
      }
    }
  };
  visit(dir);
  return allowed;
}

function undeclaredImports(metafile: Metafile, allowed: Set<string>): string[] {
  const missing = new Set<string>();
  for (const output of Object.values(metafile.outputs))
    for (const { path, external } of output.imports)
      if (external && !isBuiltin(path) && !allowed.has(packageOf(path))) missing.add(packageOf(path));
  return [...missing].sort();
}

/** Copies every `.graphql` file under `src/` to the same place under `dist/`. */
function copyAssets(dir: string): void {
  const walk = (from: string) => {
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      const path = join(from, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.graphql')) {
        const to = join(dir, 'dist', relative(join(dir, 'src'), path));
        mkdirSync(dirname(to), { recursive: true });
        copyFileSync(path, to);
      }
    }
  };
  walk(join(dir, 'src'));
}

/** Builds one workspace (`services/content`, `gateway`) into its `dist/`. */
export async function buildWorkspace(workspace: string): Promise<void> {
  const dir = join(ROOT, workspace);
  const local = workspaces();
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: [join(dir, 'src/main.ts')],
    outfile: join(dir, 'dist/main.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Stack traces name the TypeScript sources when the process runs with --enable-source-maps (the images do).
    sourcemap: true,
    sourcesContent: false,
    // Error messages and logs keep the classes' and functions' own names.
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages(local)],
  });
  const missing = undeclaredImports(metafile, productionDependencies(dir, local));
  if (missing.length > 0)
    throw new Error(
      `${workspace} requires ${missing.join(', ')} at run time, but neither it nor a workspace package it uses ` +
        'lists them under dependencies: `npm ci --omit=dev` in its image would leave them out',
    );
  copyAssets(dir);
}

async function main() {
  const all = deployables();
  const asked = process.argv.slice(2);
  const chosen = asked.length === 0 ? all : asked.map((name) => all.find((w) => w === name || w.endsWith(`/${name}`)));
  if (chosen.some((w) => !w)) throw new Error(`unknown workspace among ${asked.join(' ')}; known: ${all.join(' ')}`);
  const started = Date.now();
  await Promise.all((chosen as string[]).map(buildWorkspace));
  console.error(`[build] ${(chosen as string[]).join(' ')} in ${Date.now() - started} ms`);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
