import type { HireQuoteDraft } from '../../../graphql/quotes';

/** What a hire line shows of its product: its name, and its own rates as the overrides' placeholders. */
export type LineProduct = Omit<HireQuoteDraft['hireLines'][number]['product'], '__typename'>;

/** The products of the draft's lines and of the hire catalogue, by id. */
export function productsById(
  draft: HireQuoteDraft,
  catalogue: readonly LineProduct[] | undefined,
): ReadonlyMap<number, LineProduct> {
  return new Map([...draft.hireLines.map((line) => line.product), ...(catalogue ?? [])].map((p) => [p.id, p]));
}
