import type { ResolvedConfig } from 'vite';
import { typedDocuments } from '../src/typedDocuments';

const GENERATED = '/app/src/graphql/__generated__';

function transform(code: string, id: string): string | null {
  const plugin = typedDocuments();
  (plugin.configResolved as (config: Pick<ResolvedConfig, 'root'>) => void)({ root: '/app' });
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id)?.code ?? null;
}

const source = `import { graphql } from './__generated__';

export const PRODUCTS_QUERY = graphql(\`
  query Products($limit: Int) {
    products(limit: $limit) {
      ...ProductSummaryFields
    }
  }
\`);

export const SUMMARY = graphql(\`
  fragment ProductSummaryFields on Product {
    id
  }
\`);
`;

describe('typedDocuments (build plugin)', () => {
  it('replaces each graphql() call with an import of its generated document', () => {
    const code = transform(source, '/app/src/graphql/catalog.ts')!;
    expect(code).toContain(
      "import { ProductsDocument, ProductSummaryFieldsFragmentDoc } from './__generated__/graphql';",
    );
    expect(code).toContain('export const PRODUCTS_QUERY = ProductsDocument');
    expect(code).toContain('export const SUMMARY = ProductSummaryFieldsFragmentDoc');
    expect(code).not.toContain('graphql(`');
  });

  it('keeps every line where it was, so source maps still point at the right lines', () => {
    const code = transform(source, '/app/src/graphql/catalog.ts')!;
    expect(code.split('\n')).toHaveLength(source.split('\n').length);
    expect(code.split('\n').indexOf('export const SUMMARY = ProductSummaryFieldsFragmentDoc')).toBe(
      source.split('\n').findIndex((line) => line.startsWith('export const SUMMARY')),
    );
  });

  it('imports from the generated folder relative to the file', () => {
    const code = transform(source, '/app/src/pages/Catalogue.tsx')!;
    expect(code).toContain("from '../graphql/__generated__/graphql';");
  });

  it('leaves alone files without documents and the generated files themselves', () => {
    expect(transform('export const x = 1;', '/app/src/x.ts')).toBeNull();
    expect(transform(source, `${GENERATED}/gql.ts`)).toBeNull();
    expect(transform(source, '/app/src/styles.css')).toBeNull();
  });

  it('refuses an anonymous operation, which has no generated document to import', () => {
    expect(() => transform('const Q = graphql(`{ products { id } }`);', '/app/src/q.ts')).toThrow(
      /named operation or fragment/,
    );
  });
});
