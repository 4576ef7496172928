import { z } from 'zod';
import { ORDER_STATUSES, orderPayloadSchema, orderStatusChangeSchema } from '@shop/contracts';
import { bodyObject, intParam, intQuery, queryDocs, requiredField, route, stringQuery } from '../route';

const ORDER_ITEM = 'id orderId productId quantity price createdAt product { id name slug imageUrl }';
const ORDER = `id userId status subtotal shippingCost vat total shippingAddress shippingCity shippingState
  shippingPostalCode shippingCountry paymentMethod paymentId notes customerName customerEmail customerPhone
  cancellationReason nextStatuses version createdAt updatedAt items { ${ORDER_ITEM} }`;

/** Checkout, the customer's orders (storefront 7) and the admin's order management. */
export const ordersRoutes = [
  route({
    method: 'post',
    path: '/api/orders',
    summary: 'Place an order (checkout)',
    description:
      "Every line is priced on the server: a total that differs answers 409 with the shop's total. " +
      'A retry with the same Idempotency-Key answers the first order.',
    auth: 'user',
    headers: z.object({ 'Idempotency-Key': z.string().max(200).optional() }),
    body: orderPayloadSchema,
    errors: [409],
    operation: `mutation($input: PlaceOrderInput!, $idempotencyKey: String) {
      placeOrder(input: $input, idempotencyKey: $idempotencyKey) { ${ORDER} } }`,
    variables: (req) => ({ input: bodyObject(req), idempotencyKey: req.header('idempotency-key') }),
    result: (d) => d.placeOrder,
    status: 201,
  }),
  route({
    method: 'get',
    path: '/api/user/orders',
    summary: "The signed-in customer's orders",
    auth: 'user',
    operation: `query { myOrders { ${ORDER} } }`,
    result: (d) => d.myOrders,
  }),
  route({
    method: 'get',
    path: '/api/orders/:id',
    summary: "One of the customer's orders",
    auth: 'user',
    operation: `query($id: Int!) { order(id: $id) { ${ORDER} } }`,
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: (d) => d.order,
  }),
  route({
    method: 'get',
    path: '/api/orders/:id/items',
    summary: "The lines of one of the customer's orders",
    auth: 'user',
    operation: `query($id: Int!) { order(id: $id) { items { ${ORDER_ITEM} } } }`,
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: (d) => d.order.items,
  }),
  route({
    method: 'get',
    path: '/api/admin/orders',
    summary: 'Orders by status, dates and search, a page at a time',
    auth: 'admin',
    query: z.object({
      status: z.enum(ORDER_STATUSES).optional(),
      from: z.iso.date().optional(),
      to: z.iso.date().optional(),
      search: queryDocs.text.optional(),
      page: queryDocs.positiveInt.optional(),
      pageSize: queryDocs.positiveInt.optional(),
    }),
    operation: `query($filter: AdminOrderFilter) { adminOrders(filter: $filter) { items { ${ORDER} } total page pageSize } }`,
    variables: (req) => ({
      filter: {
        status: stringQuery(req, 'status'),
        from: stringQuery(req, 'from'),
        to: stringQuery(req, 'to'),
        search: stringQuery(req, 'search'),
        page: intQuery(req, 'page'),
        pageSize: intQuery(req, 'pageSize'),
      },
    }),
    result: (d) => d.adminOrders,
  }),
  route({
    method: 'get',
    path: '/api/admin/orders/:id',
    summary: 'Any order, with its lines',
    auth: 'admin',
    operation: `query($id: Int!) { adminOrder(id: $id) { ${ORDER} } }`,
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: (d) => d.adminOrder,
  }),
  route({
    method: 'patch',
    path: '/api/admin/orders/:id/status',
    summary: 'Move an order to its next status',
    auth: 'admin',
    body: orderStatusChangeSchema,
    errors: [409],
    operation: `mutation($id: Int!, $status: String!, $expectedVersion: Int) {
      updateOrderStatus(id: $id, status: $status, expectedVersion: $expectedVersion) { ${ORDER} } }`,
    variables: (req) => {
      const body = bodyObject(req);
      return { id: intParam(req, 'id'), status: requiredField(body, 'status'), expectedVersion: body.expectedVersion };
    },
    result: (d) => d.updateOrderStatus,
  }),
];
