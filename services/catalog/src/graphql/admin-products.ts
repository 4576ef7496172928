import { requireAdmin, type SubgraphContext } from '@shop/kit';
import { createProduct } from '../application/create-product';
import { deleteProduct } from '../application/delete-product';
import type { CatalogDeps } from '../application/deps';
import { importProducts } from '../application/import-products';
import type { ProductQueries } from '../application/product-queries';
import { updateProduct } from '../application/update-product';
import { HIRE, SALE, type ProductKind } from '../domain/product-kinds';
import type { Resolvers } from './__generated__/resolvers';
import { toHireImportResult, toProductDto, type ProductDto } from './dto';

/** The admin's inventory of sale products and hire equipment: lists, writes, CSV templates and imports. */
export function adminProductResolvers(deps: CatalogDeps, products: ProductQueries): Resolvers {
  const forKind = (kind: ProductKind) => ({
    create: createProduct(deps, kind),
    update: updateProduct(deps, kind),
    remove: deleteProduct(deps, kind),
    import: importProducts(deps, kind),
  });
  const [sale, hire] = [forKind(SALE), forKind(HIRE)];

  /** Stock figures only the shop sees: what it holds and what orders have reserved. */
  const adminOnly = (field: 'onHand' | 'committed') => (product: ProductDto, _: unknown, ctx: SubgraphContext) => {
    requireAdmin(ctx);
    return product[field];
  };

  return {
    Query: {
      adminProducts: async (_, __, { user }) => (await products.adminList(SALE, { user })).map(toProductDto),
      adminHireProducts: async (_, __, { user }) => (await products.adminList(HIRE, { user })).map(toProductDto),
      productTemplateCsv: (_, __, { user }) => products.template(SALE, { user }),
      hireProductTemplateCsv: (_, __, { user }) => products.template(HIRE, { user }),
    },
    Product: { onHand: adminOnly('onHand'), committed: adminOnly('committed') },
    Mutation: {
      createProduct: async (_, { input }, { user }) => toProductDto(await sale.create(input, { user })),
      updateProduct: async (_, { id, input, expectedVersion }, { user }) =>
        toProductDto(await sale.update(id, input, expectedVersion, { user })),
      deleteProduct: async (_, { id }, { user }) => {
        await sale.remove(id, { user });
        return true;
      },
      importProducts: (_, { csv }, { user }) => sale.import(csv, { user }),
      createHireProduct: async (_, { input }, { user }) => toProductDto(await hire.create(input, { user })),
      updateHireProduct: async (_, { id, input, expectedVersion }, { user }) =>
        toProductDto(await hire.update(id, input, expectedVersion, { user })),
      deleteHireProduct: async (_, { id }, { user }) => {
        await hire.remove(id, { user });
        return true;
      },
      importHireProducts: async (_, { csv }, { user }) => toHireImportResult(await hire.import(csv, { user })),
    },
  };
}
