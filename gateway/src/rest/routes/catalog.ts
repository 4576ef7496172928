import type { Request, Response } from 'express';
import { Invalid } from '@shop/kit';
import { z } from 'zod';
import {
  PRODUCT_SORTS,
  hireProductSchema,
  saleProductSchema,
  successMessageSchema,
  type ProductSchema,
} from '@shop/contracts';
import { bodyObject, intParam, intQuery, queryDocs, route, stringQuery } from '../route';

/** Every field of the spec's product (storefront 3, admin 3), hire fields included. */
export const PRODUCT_FIELDS = `id slug name description price compareAtPrice imageUrl categoryId stock rating
  reviewCount isNew isOnSale isLimited isLargeHeavy customShippingCost createdAt sku isHireItem hirePriceDaily
  hirePriceWeekly hirePriceMonthly deliveryAvailable installationAvailable deliveryPrice installationPrice hireId
  turnaroundDays powerRequirement`;
/** Hire equipment's fields: the product's, and its security deposit (added with priced quotes). */
const HIRE_PRODUCT_FIELDS = `${PRODUCT_FIELDS} securityDeposit`;
const ADMIN_PRODUCT_FIELDS = `${PRODUCT_FIELDS} onHand committed`;

/**
 * A product as the admin API answers it. The spec's admin client edits a row of its list and sends
 * the whole of it back, so there `stock` is on hand, what an input's stock sets: a form saved as
 * loaded changes no stock, whatever sold meanwhile. `available` (what the shop sells, the public
 * answers' `stock`) and `committed` (reserved by orders not yet shipped) sit beside it.
 */
function adminProduct({ onHand, committed, stock, ...product }: Record<string, unknown>) {
  return { ...product, stock: onHand, committed, available: stock };
}
const ROW_REPORT =
  'invalidDetails { index product { name } errors } insertResults { product { name } status message id }';

/** An optional true/false query flag ("true"/"1" or "false"/"0"), or 400 naming it. */
function flagQuery(req: Request, name: string): boolean | undefined {
  const raw = stringQuery(req, name);
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Invalid(`${name}: must be true or false`, name);
}

const csvDownload = (fileName: string, field: string) => (res: Response, data: Record<string, string>) => {
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${fileName}"`);
  res.send(data[field]);
};

/** What differs between the admin APIs of sale products and of hire equipment. */
interface AdminApi {
  base: string;
  /** Names the kind in the delete message and the API description. */
  label: string;
  /** The form's rules (the catalog validates with the same schema). */
  schema: ProductSchema;
  templateFile: string;
  /** The fields its answers hold. */
  fields: string;
  operations: Record<'list' | 'create' | 'update' | 'remove' | 'template' | 'import', string>;
  /** The import report's summary fields (the row details are the same for both). */
  importSummary: string;
}

/** The admin routes of one kind of product: list, create, update, delete, template and import. */
function adminRoutes({ base, label, schema, templateFile, fields, operations: op, importSummary }: AdminApi) {
  const kind = label.toLowerCase();
  return [
    route({
      method: 'get',
      path: base,
      summary: `All ${kind}s`,
      auth: 'admin',
      operation: `query { ${op.list} { ${fields} } }`,
      result: (d) => d[op.list].map(adminProduct),
    }),
    route({
      method: 'post',
      path: base,
      summary: `Create a ${kind}`,
      auth: 'admin',
      body: schema,
      errors: [409],
      operation: `mutation($input: ProductInput!) { ${op.create}(input: $input) { ${fields} } }`,
      variables: (req) => ({ input: bodyObject(req) }),
      result: (d) => adminProduct(d[op.create]),
      status: 201,
    }),
    route({
      method: 'put',
      path: `${base}/:id`,
      summary: `Replace a ${kind}`,
      auth: 'admin',
      body: schema,
      errors: [409],
      operation: `mutation($id: Int!, $input: ProductInput!) {
        ${op.update}(id: $id, input: $input) { ${fields} } }`,
      variables: (req) => ({ id: intParam(req, 'id'), input: bodyObject(req) }),
      result: (d) => adminProduct(d[op.update]),
    }),
    route({
      method: 'delete',
      path: `${base}/:id`,
      summary: `Delete a ${kind}`,
      auth: 'admin',
      response: successMessageSchema,
      operation: `mutation($id: Int!) { ${op.remove}(id: $id) }`,
      variables: (req) => ({ id: intParam(req, 'id') }),
      result: () => ({ success: true, message: `${label} deleted successfully` }),
    }),
    route({
      method: 'get',
      path: `${base}/template`,
      summary: `The CSV import template for ${kind}s`,
      auth: 'admin',
      responseDescription: `${templateFile}, a CSV with the import's columns`,
      operation: `query { ${op.template} }`,
      send: csvDownload(templateFile, op.template),
    }),
    route({
      method: 'post',
      path: `${base}/import`,
      summary: `Import ${kind}s from a CSV file (5 MB at most)`,
      description: 'Answers a report per row: the rows refused, with their errors, and what was inserted or updated.',
      auth: 'admin',
      operation: `mutation($csv: String!) { ${op.import}(csv: $csv) { ${importSummary} ${ROW_REPORT} } }`,
      variables: (req) => ({ csv: req.body.csv }),
      result: (d) => d[op.import],
      upload: true,
    }),
  ];
}

export const catalogRoutes = [
  route({
    method: 'get',
    path: '/api/products',
    summary: 'Products for sale: a category, a search, deals, in an order',
    auth: 'public',
    query: z.object({
      categoryId: queryDocs.positiveInt.optional(),
      limit: queryDocs.positiveInt.optional(),
      q: queryDocs.text.optional(),
      onSale: queryDocs.flag.optional(),
      deals: queryDocs.flag.describe('The same as onSale').optional(),
      sort: z.enum(PRODUCT_SORTS).optional(),
    }),
    operation: `query($categoryId: Int, $limit: Int, $q: String, $onSale: Boolean, $sort: ProductSort) {
      products(categoryId: $categoryId, limit: $limit, q: $q, onSale: $onSale, sort: $sort) { ${PRODUCT_FIELDS} } }`,
    variables: (req) => ({
      categoryId: intQuery(req, 'categoryId'),
      limit: intQuery(req, 'limit'),
      q: stringQuery(req, 'q'),
      onSale: flagQuery(req, 'onSale') ?? flagQuery(req, 'deals'),
      sort: stringQuery(req, 'sort') || undefined,
    }),
    result: (d) => d.products,
  }),
  route({
    method: 'get',
    path: '/api/products/:slug',
    summary: 'A product for sale, by slug or id',
    auth: 'public',
    params: z.object({ slug: z.string() }),
    operation: `query($slugOrId: String!) { product(slugOrId: $slugOrId) { ${PRODUCT_FIELDS} } }`,
    variables: (req) => ({ slugOrId: req.params.slug }),
    result: (d) => d.product,
  }),
  route({
    method: 'get',
    path: '/api/hire/products',
    summary: 'Hire equipment, optionally of one category',
    auth: 'public',
    query: z.object({ categoryId: queryDocs.positiveInt.optional(), limit: queryDocs.positiveInt.optional() }),
    operation: `query($categoryId: Int, $limit: Int) {
      hireProducts(categoryId: $categoryId, limit: $limit) { ${HIRE_PRODUCT_FIELDS} } }`,
    variables: (req) => ({ categoryId: intQuery(req, 'categoryId'), limit: intQuery(req, 'limit') }),
    result: (d) => d.hireProducts,
  }),
  route({
    method: 'get',
    path: '/api/hire/products/:slug',
    summary: 'A hire item by slug',
    auth: 'public',
    params: z.object({ slug: z.string() }),
    operation: `query($slug: String!) { hireProduct(slug: $slug) { ${HIRE_PRODUCT_FIELDS} } }`,
    variables: (req) => ({ slug: req.params.slug }),
    result: (d) => d.hireProduct,
  }),
  ...adminRoutes({
    base: '/api/admin/products',
    label: 'Product',
    schema: saleProductSchema,
    templateFile: 'product_template.csv',
    fields: ADMIN_PRODUCT_FIELDS,
    operations: {
      list: 'adminProducts',
      create: 'createProduct',
      update: 'updateProduct',
      remove: 'deleteProduct',
      template: 'productTemplateCsv',
      import: 'importProducts',
    },
    importSummary: 'total valid inserted errors',
  }),
  ...adminRoutes({
    base: '/api/admin/hire/products',
    label: 'Hire product',
    schema: hireProductSchema,
    templateFile: 'hire_product_template.csv',
    fields: `${ADMIN_PRODUCT_FIELDS} securityDeposit`,
    operations: {
      list: 'adminHireProducts',
      create: 'createHireProduct',
      update: 'updateHireProduct',
      remove: 'deleteHireProduct',
      template: 'hireProductTemplateCsv',
      import: 'importHireProducts',
    },
    importSummary: 'imported total',
  }),
];
