import { bodyObject, intParam, intQuery, requiredField, route, stringQuery } from '../route';

const ORDER_ITEM = 'id orderId productId quantity price createdAt product { id name slug imageUrl }';
const ORDER = `id userId status subtotal shippingCost vat total shippingAddress shippingCity shippingState
  shippingPostalCode shippingCountry paymentMethod paymentId notes customerName customerEmail customerPhone
  cancellationReason nextStatuses version createdAt updatedAt items { ${ORDER_ITEM} }`;

/** Checkout, the customer's orders (storefront 7) and the admin's order management. */
export const ordersRoutes = [
  route({
    method: 'post',
    path: '/api/orders',
    operation: `mutation($input: PlaceOrderInput!, $idempotencyKey: String) {
      placeOrder(input: $input, idempotencyKey: $idempotencyKey) { ${ORDER} } }`,
    variables: (req) => ({ input: bodyObject(req), idempotencyKey: req.header('idempotency-key') }),
    result: (d) => d.placeOrder,
    status: 201,
  }),
  route({
    method: 'get',
    path: '/api/user/orders',
    operation: `query { myOrders { ${ORDER} } }`,
    result: (d) => d.myOrders,
  }),
  route({
    method: 'get',
    path: '/api/orders/:id',
    operation: `query($id: Int!) { order(id: $id) { ${ORDER} } }`,
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: (d) => d.order,
  }),
  route({
    method: 'get',
    path: '/api/orders/:id/items',
    operation: `query($id: Int!) { order(id: $id) { items { ${ORDER_ITEM} } } }`,
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: (d) => d.order.items,
  }),
  route({
    method: 'get',
    path: '/api/admin/orders',
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
    operation: `query($id: Int!) { adminOrder(id: $id) { ${ORDER} } }`,
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: (d) => d.adminOrder,
  }),
  route({
    method: 'patch',
    path: '/api/admin/orders/:id/status',
    operation: `mutation($id: Int!, $status: String!, $expectedVersion: Int) {
      updateOrderStatus(id: $id, status: $status, expectedVersion: $expectedVersion) { ${ORDER} } }`,
    variables: (req) => {
      const body = bodyObject(req);
      return { id: intParam(req, 'id'), status: requiredField(body, 'status'), expectedVersion: body.expectedVersion };
    },
    result: (d) => d.updateOrderStatus,
  }),
];
