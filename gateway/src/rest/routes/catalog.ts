import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Response } from 'express';
import { Kind, print } from 'graphql';
import { z } from 'zod';
import {
  PRODUCT_SORTS,
  hireProductSchema,
  saleProductSchema,
  successMessageSchema,
  type ProductSchema,
} from '@shop/contracts';
import { graphql } from '../__generated__';
import {
  ProductFieldsFragmentDoc,
  type ProductWithStockFieldsFragment,
  type ProductInput,
} from '../__generated__/graphql';
import { bodyObject, flagQuery, intParam, intQuery, queryDocs, route, stringQuery } from '../route';

/** The ProductFields fragment's fields as query text, for plain GraphQL requests (the catalog benchmark's). */
export const PRODUCT_FIELDS = ProductFieldsFragmentDoc.definitions
  .flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? d.selectionSet.selections : []))
  .map(print)
  .join(' ');

/**
 * A product as the admin API answers it. The spec's admin client edits a row of its list and sends
 * the whole of it back, so there `stock` is on hand, what an input's stock sets: a form saved as
 * loaded changes no stock, whatever sold meanwhile. `available` (what the shop sells, the public
 * answers' `stock`) and `committed` (reserved by orders not yet shipped) sit beside it.
 */
function adminProduct({ onHand, committed, stock, ...product }: ProductWithStockFieldsFragment) {
  return { ...product, stock: onHand, committed, available: stock };
}

/** Sends an import template, answered as `csv`, as a file download. */
function csvDownload(fileName: string) {
  return (res: Response, { csv }: { csv: string }) => {
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="${fileName}"`);
    res.send(csv);
  };
}

/**
 * The operations of one kind's admin API. Each kind has its own root fields, so the answers are
 * aliased alike (products, product, csv, report) for one set of routes to read both.
 */
interface AdminOperations {
  list: TypedDocumentNode<{ products: ProductWithStockFieldsFragment[] }, Record<string, never>>;
  create: TypedDocumentNode<{ product: ProductWithStockFieldsFragment }, { input: ProductInput }>;
  update: TypedDocumentNode<{ product: ProductWithStockFieldsFragment }, { id: number; input: ProductInput }>;
  remove: TypedDocumentNode<unknown, { id: number }>;
  template: TypedDocumentNode<{ csv: string }, Record<string, never>>;
  /** The report's summary differs by kind; its row details are the same. */
  import: TypedDocumentNode<{ report: unknown }, { csv: string }>;
}

/** What differs between the admin APIs of sale products and of hire equipment. */
interface AdminApi {
  base: string;
  /** Names the kind in the delete message and the API description. */
  label: string;
  /** The form's rules (the catalog validates with the same schema). */
  schema: ProductSchema;
  templateFile: string;
  operations: AdminOperations;
}

/** The admin routes of one kind of product: list, create, update, delete, template and import. */
function adminRoutes({ base, label, schema, templateFile, operations: op }: AdminApi) {
  const kind = label.toLowerCase();
  return [
    route({
      method: 'get',
      path: base,
      summary: `All ${kind}s`,
      auth: 'admin',
      operation: op.list,
      result: (d) => d.products.map(adminProduct),
    }),
    route({
      method: 'post',
      path: base,
      summary: `Create a ${kind}`,
      auth: 'admin',
      body: schema,
      errors: [409],
      operation: op.create,
      variables: (req) => ({ input: bodyObject(req) }),
      result: (d) => adminProduct(d.product),
      status: 201,
    }),
    route({
      method: 'put',
      path: `${base}/:id`,
      summary: `Replace a ${kind}`,
      auth: 'admin',
      body: schema,
      errors: [409],
      operation: op.update,
      variables: (req) => ({ id: intParam(req, 'id'), input: bodyObject(req) }),
      result: (d) => adminProduct(d.product),
    }),
    route({
      method: 'delete',
      path: `${base}/:id`,
      summary: `Delete a ${kind}`,
      auth: 'admin',
      response: successMessageSchema,
      operation: op.remove,
      variables: (req) => ({ id: intParam(req, 'id') }),
      result: () => ({ success: true, message: `${label} deleted successfully` }),
    }),
    route({
      method: 'get',
      path: `${base}/template`,
      summary: `The CSV import template for ${kind}s`,
      auth: 'admin',
      responseDescription: `${templateFile}, a CSV with the import's columns`,
      operation: op.template,
      send: csvDownload(templateFile),
    }),
    route({
      method: 'post',
      path: `${base}/import`,
      summary: `Import ${kind}s from a CSV file (5 MB at most)`,
      description: 'Answers a report per row: the rows refused, with their errors, and what was inserted or updated.',
      auth: 'admin',
      operation: op.import,
      variables: (req) => ({ csv: req.body.csv }),
      result: (d) => d.report,
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
    operation: graphql(`
      query Products($categoryId: Int, $limit: Int, $q: String, $onSale: Boolean, $sort: ProductSort) {
        products(categoryId: $categoryId, limit: $limit, q: $q, onSale: $onSale, sort: $sort) {
          ...ProductFields
        }
      }
    `),
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
    operation: graphql(`
      query Product($slugOrId: String!) {
        product(slugOrId: $slugOrId) {
          ...ProductFields
        }
      }
    `),
    variables: (req) => ({ slugOrId: req.params.slug }),
    result: (d) => d.product,
  }),
  route({
    method: 'get',
    path: '/api/hire/products',
    summary: 'Hire equipment, optionally of one category',
    auth: 'public',
    query: z.object({ categoryId: queryDocs.positiveInt.optional(), limit: queryDocs.positiveInt.optional() }),
    operation: graphql(`
      query HireProducts($categoryId: Int, $limit: Int) {
        hireProducts(categoryId: $categoryId, limit: $limit) {
          ...HireProductFields
        }
      }
    `),
    variables: (req) => ({ categoryId: intQuery(req, 'categoryId'), limit: intQuery(req, 'limit') }),
    result: (d) => d.hireProducts,
  }),
  route({
    method: 'get',
    path: '/api/hire/products/:slug',
    summary: 'A hire item by slug',
    auth: 'public',
    params: z.object({ slug: z.string() }),
    operation: graphql(`
      query HireProduct($slug: String!) {
        hireProduct(slug: $slug) {
          ...HireProductFields
        }
      }
    `),
    variables: (req) => ({ slug: req.params.slug }),
    result: (d) => d.hireProduct,
  }),
  ...adminRoutes({
    base: '/api/admin/products',
    label: 'Product',
    schema: saleProductSchema,
    templateFile: 'product_template.csv',
    operations: {
      list: graphql(`
        query AdminProducts {
          products: adminProducts {
            ...ProductWithStockFields
          }
        }
      `),
      create: graphql(`
        mutation CreateProduct($input: ProductInput!) {
          product: createProduct(input: $input) {
            ...ProductWithStockFields
          }
        }
      `),
      update: graphql(`
        mutation UpdateProduct($id: Int!, $input: ProductInput!) {
          product: updateProduct(id: $id, input: $input) {
            ...ProductWithStockFields
          }
        }
      `),
      remove: graphql(`
        mutation DeleteProduct($id: Int!) {
          deleteProduct(id: $id)
        }
      `),
      template: graphql(`
        query ProductTemplateCsv {
          csv: productTemplateCsv
        }
      `),
      import: graphql(`
        mutation ImportProducts($csv: String!) {
          report: importProducts(csv: $csv) {
            total
            valid
            inserted
            errors
            invalidDetails {
              ...ImportRowErrorFields
            }
            insertResults {
              ...ImportInsertResultFields
            }
          }
        }
      `),
    },
  }),
  ...adminRoutes({
    base: '/api/admin/hire/products',
    label: 'Hire product',
    schema: hireProductSchema,
    templateFile: 'hire_product_template.csv',
    operations: {
      list: graphql(`
        query AdminHireProducts {
          products: adminHireProducts {
            ...HireProductWithStockFields
          }
        }
      `),
      create: graphql(`
        mutation CreateHireProduct($input: ProductInput!) {
          product: createHireProduct(input: $input) {
            ...HireProductWithStockFields
          }
        }
      `),
      update: graphql(`
        mutation UpdateHireProduct($id: Int!, $input: ProductInput!) {
          product: updateHireProduct(id: $id, input: $input) {
            ...HireProductWithStockFields
          }
        }
      `),
      remove: graphql(`
        mutation DeleteHireProduct($id: Int!) {
          deleteHireProduct(id: $id)
        }
      `),
      template: graphql(`
        query HireProductTemplateCsv {
          csv: hireProductTemplateCsv
        }
      `),
      import: graphql(`
        mutation ImportHireProducts($csv: String!) {
          report: importHireProducts(csv: $csv) {
            imported
            total
            invalidDetails {
              ...ImportRowErrorFields
            }
            insertResults {
              ...ImportInsertResultFields
            }
          }
        }
      `),
    },
  }),
];
