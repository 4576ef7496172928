import { z } from 'zod';
import { ORDER_STATUSES, orderPayloadSchema, orderStatusChangeSchema } from '@shop/contracts';
import { graphql } from '../__generated__';
import { bodyFields, bodyObject, intParam, intQuery, queryDocs, requiredField, route, stringQuery } from '../route';

/** Checkout, the customer's orders (storefront 7) and the admin's order management. */
export const ordersRoutes = [
  route({
    method: 'post',
    path: '/api/orders',
    summary: 'Place an order (checkout)',
    description:
      "Every line is priced on the server: a total that differs answers 409 with the shop's total. " +
      'A retry with the same Idempotency-Key answers the first order. The order is `pending` (its `paymentState` ' +
      "`awaiting-stock`, then `awaiting-payment`) until Stripe's webhook confirms its payment " +
      '(`POST /api/orders/{id}/pay`), when it moves to `processing`; `paymentId` is optional and only recorded. ' +
      '`paymentMethod` `paypal` answers 400 naming it while the admin has PayPal off in the Payments settings ' +
      '(`GET /api/checkout-options` says whether it is offered); nothing is placed and no stock held.',
    auth: 'user',
    headers: z.object({ 'Idempotency-Key': z.string().max(200).optional() }),
    body: orderPayloadSchema,
    errors: [409],
    operation: graphql(`
      mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {
        placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
          ...OrderFields
        }
      }
    `),
    variables: (req) => ({ input: bodyObject(req), idempotencyKey: req.header('idempotency-key') }),
    result: (d) => d.placeOrder,
    status: 201,
  }),
  route({
    method: 'post',
    path: '/api/orders/:id/pay',
    summary: "Pay an order on Stripe's payment page",
    description:
      "The signed-in customer's pending order, once its stock is reserved: answers the address of Stripe's payment " +
      'page for the order total; send the customer there. Asked again while that page is open and no card was ' +
      'declined on it, it answers the same page; otherwise a new one. The order moves to `processing` once ' +
      "Stripe's webhook confirms the payment. 409 while the stock is being reserved, or once the order is paid or " +
      'cancelled; 503 while payments cannot be reached.',
    auth: 'user',
    response: z.object({ checkoutUrl: z.string(), expiresAt: z.string() }),
    errors: [409],
    operation: graphql(`
      mutation PayOrder($id: Int!) {
        payOrder(id: $id) {
          checkoutUrl
          expiresAt
        }
      }
    `),
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: (d) => d.payOrder,
  }),
  route({
    method: 'get',
    path: '/api/user/orders',
    summary: "The signed-in customer's orders",
    auth: 'user',
    operation: graphql(`
      query MyOrders {
        myOrders {
          ...OrderListFields
        }
      }
    `),
    result: (d) => d.myOrders,
  }),
  route({
    method: 'get',
    path: '/api/orders/:id',
    summary: "One of the customer's orders",
    auth: 'user',
    operation: graphql(`
      query Order($id: Int!) {
        order(id: $id) {
          ...OrderFields
        }
      }
    `),
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: (d) => d.order,
  }),
  route({
    method: 'get',
    path: '/api/orders/:id/items',
    summary: "The lines of one of the customer's orders",
    auth: 'user',
    operation: graphql(`
      query OrderItems($id: Int!) {
        order(id: $id) {
          items {
            ...OrderItemFields
          }
        }
      }
    `),
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
    operation: graphql(`
      query AdminOrders($filter: AdminOrderFilter) {
        adminOrders(filter: $filter) {
          items {
            ...OrderListFields
          }
          total
          page
          pageSize
        }
      }
    `),
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
    operation: graphql(`
      query AdminOrder($id: Int!) {
        adminOrder(id: $id) {
          ...OrderFields
        }
      }
    `),
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: (d) => d.adminOrder,
  }),
  route({
    method: 'patch',
    path: '/api/admin/orders/:id/status',
    summary: 'Move an order to its next status',
    description:
      'With `shipped`, send the `carrier` (`royal-mail`, `dpd`, `dhl`, `ups`, `parcelforce`, `evri`, or `other` with ' +
      '`carrierName`) and the `trackingNumber`: the customer is emailed the tracking link. With `delivered`, ' +
      '`deliveredOn` (YYYY-MM-DD, today when left out) records the day it arrived. 400 naming the field when one ' +
      'is refused.',
    auth: 'admin',
    body: orderStatusChangeSchema,
    errors: [409],
    operation: graphql(`
      mutation UpdateOrderStatus(
        $id: Int!
        $status: String!
        $expectedVersion: Int
        $carrier: String
        $carrierName: String
        $trackingNumber: String
        $deliveredOn: String
      ) {
        updateOrderStatus(
          id: $id
          status: $status
          expectedVersion: $expectedVersion
          carrier: $carrier
          carrierName: $carrierName
          trackingNumber: $trackingNumber
          deliveredOn: $deliveredOn
        ) {
          ...OrderFields
        }
      }
    `),
    variables: (req) => {
      const body = bodyObject(req);
      return {
        ...bodyFields(req, ['expectedVersion', 'carrier', 'carrierName', 'trackingNumber', 'deliveredOn']),
        id: intParam(req, 'id'),
        status: requiredField(body, 'status'),
      };
    },
    result: (d) => d.updateOrderStatus,
  }),
];
