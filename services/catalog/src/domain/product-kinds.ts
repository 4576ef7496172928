import { HIRE_COLUMNS, SALE_COLUMNS, type ColumnSet } from './csv';
import {
  hireProductSchema,
  listCeiling,
  listLimitSchema,
  saleProductSchema,
  type ProductSchema,
} from '@shop/contracts';
import { hireProductTemplateCsv, productTemplateCsv } from './templates';

/** Sale products and hire equipment share the store and the rules; these are their differences. */
export interface ProductKind {
  isHireItem: boolean;
  schema: ProductSchema;
  /** The CSV columns the importer reads, and the template that offers them. */
  columns: ColumnSet;
  template: () => string;
  notFound: string;
  /** The public listing's `limit` (see LIST_SIZES). */
  listLimit: ReturnType<typeof listLimitSchema>;
  /** The most the admin's inventory list answers. */
  adminListSize: number;
}

export const SALE: ProductKind = {
  isHireItem: false,
  schema: saleProductSchema,
  columns: SALE_COLUMNS,
  template: productTemplateCsv,
  notFound: 'Product not found',
  listLimit: listLimitSchema('Query', 'products'),
  adminListSize: listCeiling('Query', 'adminProducts'),
};

export const HIRE: ProductKind = {
  isHireItem: true,
  schema: hireProductSchema,
  columns: HIRE_COLUMNS,
  template: hireProductTemplateCsv,
  notFound: 'Hire equipment not found',
  listLimit: listLimitSchema('Query', 'hireProducts'),
  adminListSize: listCeiling('Query', 'adminHireProducts'),
};
