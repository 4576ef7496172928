import type { Request } from 'express';
import { z } from 'zod';
import { PRODUCT_SORTS, listCeiling, type ProductSort } from '@shop/contracts';
import { Invalid } from '@shop/kit';
import { graphql } from '../__generated__';
import { flagQuery, intQuery, route, stringQuery } from '../route';

/** A search with something to find: words or numbers (a SKU); anything else is the catalog's plain listing. */
const hasWords = (req: Request): boolean => /[\p{L}\p{N}]/u.test(stringQuery(req, 'q') ?? '');

/** The list's own orders; without one a search answers best match first. */
function listSort(req: Request): ProductSort | undefined {
  const sort = stringQuery(req, 'sort') || undefined;
  if (sort !== undefined && !(PRODUCT_SORTS as readonly string[]).includes(sort)) {
    throw new Invalid(`sort: must be one of ${PRODUCT_SORTS.join(', ')}`, 'sort');
  }
  return sort as ProductSort | undefined;
}

export const searchRoutes = [
  /**
   * The spec's product list with a search (`GET /api/products?q=`): the same products in the same shape, found and
   * ranked by the search service (any word order, typos, plurals, SKUs). The catalog's route documents the path.
   */
  route({
    method: 'get',
    path: '/api/products',
    when: { label: 'with q', applies: hasWords },
    summary: 'Products for sale found by the search service',
    auth: 'public',
    query: z.object({}),
    operation: graphql(`
      query SearchProductList($q: String, $categoryId: Int, $onSale: Boolean, $sort: SearchSort, $limit: Int) {
        productSearch(q: $q, kind: sale, categoryId: $categoryId, onSale: $onSale, sort: $sort, limit: $limit) {
          products {
            ...ProductFields
          }
        }
      }
    `),
    variables: (req) => ({
      q: stringQuery(req, 'q'),
      categoryId: intQuery(req, 'categoryId'),
      onSale: flagQuery(req, 'onSale') ?? flagQuery(req, 'deals'),
      sort: listSort(req),
      // As the list: every match unless limited.
      limit: intQuery(req, 'limit') ?? listCeiling('Query', 'products'),
    }),
    // A product deleted a moment ago may still be in the index: the catalog answers null for it.
    result: (d) => d.productSearch.products.filter((p) => p !== null),
  }),
];
