import type { Request, Response } from 'express';
import { Invalid } from '@shop/kit';
import { bodyObject, intParam, intQuery, route, stringQuery } from '../route';

/** Every field of the spec's product (storefront 3, admin 3), hire fields included. */
const PRODUCT = `id slug name description price compareAtPrice imageUrl categoryId stock rating reviewCount
  isNew isOnSale isLimited isLargeHeavy customShippingCost createdAt sku isHireItem hirePriceDaily hirePriceWeekly
  hirePriceMonthly deliveryAvailable installationAvailable deliveryPrice installationPrice hireId`;
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

/** The admin routes of one kind of product: list, create, update, delete, template and import. */
function adminRoutes(
  base: string,
  names: Record<'list' | 'create' | 'update' | 'remove' | 'template', string>,
  label: string,
) {
  return [
    route({
      method: 'get',
      path: base,
      operation: `query { ${names.list} { ${PRODUCT} } }`,
      result: (d) => d[names.list],
    }),
    route({
      method: 'post',
      path: base,
      operation: `mutation($input: ProductInput!) { ${names.create}(input: $input) { ${PRODUCT} } }`,
      variables: (req) => ({ input: bodyObject(req) }),
      result: (d) => d[names.create],
      status: 201,
    }),
    route({
      method: 'put',
      path: `${base}/:id`,
      operation: `mutation($id: Int!, $input: ProductInput!) { ${names.update}(id: $id, input: $input) { ${PRODUCT} } }`,
      variables: (req) => ({ id: intParam(req, 'id'), input: bodyObject(req) }),
      result: (d) => d[names.update],
    }),
    route({
      method: 'delete',
      path: `${base}/:id`,
      operation: `mutation($id: Int!) { ${names.remove}(id: $id) }`,
      variables: (req) => ({ id: intParam(req, 'id') }),
      result: () => ({ success: true, message: `${label} deleted successfully` }),
    }),
    route({
      method: 'get',
      path: `${base}/template`,
      operation: `query { ${names.template} }`,
      send: csvDownload(base.includes('/hire/') ? 'hire_product_template.csv' : 'product_template.csv', names.template),
    }),
  ];
}

export const catalogRoutes = [
  route({
    method: 'get',
    path: '/api/products',
    operation: `query($categoryId: Int, $limit: Int, $q: String, $onSale: Boolean, $sort: ProductSort) {
      products(categoryId: $categoryId, limit: $limit, q: $q, onSale: $onSale, sort: $sort) { ${PRODUCT} } }`,
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
    operation: `query($slugOrId: String!) { product(slugOrId: $slugOrId) { ${PRODUCT} } }`,
    variables: (req) => ({ slugOrId: req.params.slug }),
    result: (d) => d.product,
  }),
  route({
    method: 'get',
    path: '/api/hire/products',
    operation: `query($categoryId: Int, $limit: Int) { hireProducts(categoryId: $categoryId, limit: $limit) { ${PRODUCT} } }`,
    variables: (req) => ({ categoryId: intQuery(req, 'categoryId'), limit: intQuery(req, 'limit') }),
    result: (d) => d.hireProducts,
  }),
  route({
    method: 'get',
    path: '/api/hire/products/:slug',
    operation: `query($slug: String!) { hireProduct(slug: $slug) { ${PRODUCT} } }`,
    variables: (req) => ({ slug: req.params.slug }),
    result: (d) => d.hireProduct,
  }),
  ...adminRoutes(
    '/api/admin/products',
    {
      list: 'adminProducts',
      create: 'createProduct',
      update: 'updateProduct',
      remove: 'deleteProduct',
      template: 'productTemplateCsv',
    },
    'Product',
  ),
  route({
    method: 'post',
    path: '/api/admin/products/import',
    operation: `mutation($csv: String!) { importProducts(csv: $csv) { total valid inserted errors ${ROW_REPORT} } }`,
    variables: (req) => ({ csv: req.body.csv }),
    result: (d) => d.importProducts,
    upload: true,
  }),
  ...adminRoutes(
    '/api/admin/hire/products',
    {
      list: 'adminHireProducts',
      create: 'createHireProduct',
      update: 'updateHireProduct',
      remove: 'deleteHireProduct',
      template: 'hireProductTemplateCsv',
    },
    'Hire product',
  ),
  route({
    method: 'post',
    path: '/api/admin/hire/products/import',
    operation: `mutation($csv: String!) { importHireProducts(csv: $csv) { imported total ${ROW_REPORT} } }`,
    variables: (req) => ({ csv: req.body.csv }),
    result: (d) => d.importHireProducts,
    upload: true,
  }),
];
