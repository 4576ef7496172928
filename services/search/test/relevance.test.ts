import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hireProducts, saleProducts } from '@shop/test-support/catalog-data';
import { categories } from '@shop/test-support/content-data';
import { SearchIndex } from '../src/application/search-index';
import type { ProductKind } from '../src/domain/search-document';

const GOAL_TOP3 = 0.95;

interface TableRow {
  query: string;
  kind: ProductKind;
  expected: string;
}

/** docs/search.md's relevance table: `| # | `query` | sale or hire | expected first | came |`. */
function relevanceTable(): TableRow[] {
  const doc = readFileSync(join(__dirname, '../../../docs/search.md'), 'utf8');
  return [...doc.matchAll(/^\| \d+ +\| `([^`]+)` +\| (sale|hire) +\| (.+?) +\|/gm)].map(
    ([, query, kind, expected]) => ({
      query,
      kind: kind as ProductKind,
      expected,
    }),
  );
}

/** The demo catalogue as a fresh shop holds it: categories from 1, sale products from 1, then hire items. */
function demoIndex(): { index: SearchIndex; idOfName: Map<string, number> } {
  const index = new SearchIndex();
  const categoryId = new Map(categories.map((c, i) => [c.slug, i + 1]));
  categories.forEach((c, i) =>
    index.upsertCategory(i + 1, c.name, c.parentSlug ? categoryId.get(c.parentSlug)! : null),
  );
  const products = [
    ...saleProducts.map((p) => ({ ...p, kind: 'sale' as const, pricePence: p.price * 100 })),
    ...hireProducts.map((p) => ({ ...p, kind: 'hire' as const, pricePence: (p.hirePriceDaily ?? p.price) * 100 })),
  ];
  products.forEach((p, i) =>
    index.upsert({
      id: i + 1,
      kind: p.kind,
      name: p.name,
      slug: p.slug,
      description: p.description,
      categoryId: categoryId.get(p.categorySlug)!,
      pricePence: p.pricePence,
      stock: p.stock,
      isOnSale: p.isOnSale,
      isNew: p.isNew,
      createdAt: '',
    }),
  );
  return { index, idOfName: new Map(products.map((p, i) => [p.name, i + 1])) };
}

describe('the relevance table (docs/search.md) on the demo catalogue', () => {
  const table = relevanceTable();
  const { index, idOfName } = demoIndex();

  it('reads 30 queries, each naming a product of the demo catalogue', () => {
    expect(table).toHaveLength(30);
    expect(table.filter((row) => !idOfName.has(row.expected))).toEqual([]);
  });

  it(`finds at least ${GOAL_TOP3 * 100} % of the expected products in the top 3`, () => {
    const came = table.map(({ query, kind, expected }) => {
      const ids = index.search({ text: query, filters: { kind }, limit: 3 }).hits.map((hit) => hit.id);
      return ids.indexOf(idOfName.get(expected)!) + 1;
    });
    const share = (found: number) => `${found} of ${table.length} (${((100 * found) / table.length).toFixed(1)} %)`;
    const first = came.filter((at) => at === 1).length;
    const top3 = came.filter((at) => at > 0).length;
    console.log(
      [
        `Relevance table: first for ${share(first)}, in the top 3 for ${share(top3)} (goal ≥ ${GOAL_TOP3 * 100} %)`,
        ...table.map((row, i) => `${String(i + 1).padStart(2)}  ${came[i] || '–'}  ${row.query}  →  ${row.expected}`),
      ].join('\n'),
    );
    expect(top3 / table.length).toBeGreaterThanOrEqual(GOAL_TOP3);
  });
});
