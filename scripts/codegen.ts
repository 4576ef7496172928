/**
 * npm run codegen [-- --check]
 *
 * Composes the supergraph's API schema in process from every subgraph's own SDL, the way the gateway does, writes it to
 * packages/contracts/graphql/supergraph.graphql, generates the typed documents of the shop's and the admin's
 * operations (client preset) into <app>/src/graphql/__generated__ and those of the gateway's REST routes into
 * gateway/src/rest/__generated__, and each subgraph's resolver types from its own schema.graphql into
 * services/<name>/src/graphql/__generated__/resolvers.ts. A subgraph may add codegen settings
 * (its context type, mappers from a GraphQL type to the object its resolvers receive) in
 * src/graphql/codegen.json. With --check nothing is written: it fails, naming the files, when a checked-in file
 * differs from what would be generated.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { composeServices } from '@apollo/composition';
import { generate, type CodegenConfig } from '@graphql-codegen/cli';
import { parse, printSchema } from 'graphql';
import { format, resolveConfig } from 'prettier';

const root = join(__dirname, '..');
const SCHEMA_FILE = 'packages/contracts/graphql/supergraph.graphql';
/** The supergraph's clients (the apps, the gateway's REST routes): where their operations are and their types go. */
const CLIENTS = [
  { sources: 'web/src', generated: 'web/src/graphql/__generated__/' },
  { sources: 'admin-web/src', generated: 'admin-web/src/graphql/__generated__/' },
  { sources: 'gateway/src/rest', generated: 'gateway/src/rest/__generated__/' },
];
const SUBGRAPHS = readdirSync(join(root, 'services'))
  .sort()
  .filter((name) => existsSync(join(root, 'services', name, 'src/graphql/schema.graphql')));
const subgraphGeneratedDir = (name: string) => `services/${name}/src/graphql/__generated__/`;
const GENERATED_DIRS = [...CLIENTS.map((client) => client.generated), ...SUBGRAPHS.map(subgraphGeneratedDir)];

/** The API schema (what clients may query) of the subgraphs under services/ that have a schema.graphql. */
function composeApiSchema(): string {
  const subgraphs = SUBGRAPHS.map((name) => ({
    name,
    typeDefs: parse(readFileSync(join(root, 'services', name, 'src/graphql/schema.graphql'), 'utf8')),
  }));
  const result = composeServices(subgraphs);
  if (result.errors) {
    throw new Error(`The subgraphs do not compose:\n${result.errors.map((e) => `  ${e.message}`).join('\n')}`);
  }
  return printSchema(result.schema.toAPISchema().toGraphQLJSSchema());
}

async function generateClients(schema: string): Promise<{ filename: string; content: string }[]> {
  const generates: CodegenConfig['generates'] = {};
  for (const { sources, generated } of CLIENTS) {
    generates[generated] = {
      preset: 'client',
      documents: [`${sources}/**/*.{ts,tsx,graphql}`, `!${generated}**`],
      // Whole objects in results: the clients read fragment fields directly, there is no useFragment masking.
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        onlyOperationTypes: true,
        enumsAsTypes: true,
        strictScalars: true,
        // A nullable field selected is always in the answer, as null at worst: `name: string | null`, not `name?:`.
        avoidOptionals: { field: true },
      },
    };
  }
  return generate({ cwd: root, schema, generates, silent: true }, false);
}

/** Each subgraph's `Resolvers` type, so its resolver maps are checked against its own SDL. */
async function generateSubgraphs(): Promise<{ filename: string; content: string }[]> {
  const generates: CodegenConfig['generates'] = {};
  for (const name of SUBGRAPHS) {
    const dir = `services/${name}/src/graphql/`;
    const own = existsSync(join(root, dir, 'codegen.json'))
      ? JSON.parse(readFileSync(join(root, dir, 'codegen.json'), 'utf8'))
      : {};
    generates[`${subgraphGeneratedDir(name)}resolvers.ts`] = {
      schema: `${dir}schema.graphql`,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        federation: true,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '@shop/kit#SubgraphContext',
        ...own,
      },
    };
  }
  return generate({ cwd: root, generates, silent: true }, false);
}

/** Formatted as prettier would leave it, so `prettier --check .` and this check agree. */
async function formatted(filename: string, content: string): Promise<string> {
  const options = await resolveConfig(join(root, filename));
  return format(content, { ...options, filepath: join(root, filename) });
}

async function expectedFiles(): Promise<Map<string, string>> {
  const schema = composeApiSchema();
  const files = new Map<string, string>([[SCHEMA_FILE, schema]]);
  for (const { filename, content } of [...(await generateClients(schema)), ...(await generateSubgraphs())]) {
    files.set(filename, content);
  }
  for (const [filename, content] of files) files.set(filename, await formatted(filename, content));
  return files;
}

/** Files on disk in the generated folders, so one no longer generated is noticed too. */
function existingGenerated(): string[] {
  return GENERATED_DIRS.filter((dir) => existsSync(join(root, dir))).flatMap((dir) =>
    readdirSync(join(root, dir)).map((name) => `${dir}${name}`),
  );
}

async function main() {
  const check = process.argv.includes('--check');
  const files = await expectedFiles();
  if (check) {
    const stale = [...files]
      .filter(
        ([filename, content]) =>
          !existsSync(join(root, filename)) || readFileSync(join(root, filename), 'utf8') !== content,
      )
      .map(([filename]) => filename);
    const extra = existingGenerated().filter((filename) => !files.has(filename));
    if (stale.length + extra.length > 0) {
      console.error(
        `[codegen] generated files are out of date with the subgraph schemas or the clients' operations:\n` +
          [...stale, ...extra.map((f) => `${f} (no longer generated)`)].map((f) => `  ${f}`).join('\n') +
          `\nRun \`npm run codegen\` and commit the result.`,
      );
      process.exit(1);
    }
    console.error('[codegen] generated files are up to date');
    return;
  }
  for (const dir of GENERATED_DIRS) rmSync(join(root, dir), { recursive: true, force: true });
  for (const [filename, content] of files) {
    mkdirSync(dirname(join(root, filename)), { recursive: true });
    writeFileSync(join(root, filename), content);
  }
  console.error(`[codegen] wrote ${[...files.keys()].join(', ')}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
