import { z } from 'zod';
import {
  RETURN_STATUSES,
  listCeiling,
  returnDeclineSchema,
  returnReceiptSchema,
  returnRequestSchema,
} from '@shop/contracts';
import { graphql } from '../__generated__';
import { bodyFields, intParam, route, stringQuery } from '../route';

/** A return's reference in the path, as the admin's list gives it (checked by the subgraph). */
const returnParams = z.object({ id: z.string().describe('The return reference, e.g. RMA-1042-1') });

/** The most returns the admin's list answers (the subgraph's ceiling). */
const RETURNS_LISTED = listCeiling('Query', 'adminReturns');

/** Returns: the customer asks for one on a delivered order; the admin approves or declines, then receives it. */
export const orderReturnsRoutes = [
  route({
    method: 'post',
    path: '/api/orders/:id/returns',
    summary: 'Ask to return lines of a delivered order',
    description:
      "The signed-in customer's own order, within the returns window after its delivered day (30 days unless the " +
      'shop sets another): `lines` name the order lines (`lineId`, an item `id` of the order) and how many of each ' +
      '(never more than bought less what other returns hold), with a `reason` (`changed-mind`, `faulty`, ' +
      '`not-as-described`, `wrong-item`, `other`) and an optional `note`. Answers the return, `requested`, with its ' +
      'reference (`id`, RMA-<order>-<n>); the customer and the shop are emailed. 409 once the window has closed ' +
      '(saying the day it closed) or before delivery; 400 naming the field otherwise, and nothing is written.',
    auth: 'user',
    body: returnRequestSchema,
    errors: [409],
    operation: graphql(`
      mutation RequestReturn($orderId: Int!, $lines: [ReturnLineInput!], $reason: String, $note: String) {
        requestReturn(orderId: $orderId, lines: $lines, reason: $reason, note: $note) {
          ...OrderReturnFields
        }
      }
    `),
    variables: (req) => ({ ...bodyFields(req, ['lines', 'reason', 'note']), orderId: intParam(req, 'id') }),
    result: (d) => d.requestReturn,
    status: 201,
  }),
  route({
    method: 'get',
    path: '/api/admin/returns',
    summary: 'Returns, newest request first',
    description:
      `At most ${RETURNS_LISTED}, each with its order, lines, status and refund; ` + '`status` picks one status.',
    auth: 'admin',
    query: z.object({ status: z.enum(RETURN_STATUSES).optional() }),
    operation: graphql(`
      query AdminReturns($status: String) {
        adminReturns(status: $status) {
          ...OrderReturnFields
        }
      }
    `),
    variables: (req) => ({ status: stringQuery(req, 'status') }),
    result: (d) => d.adminReturns,
  }),
  route({
    method: 'post',
    path: '/api/admin/returns/:id/approve',
    summary: 'Approve a requested return',
    description:
      "The customer is emailed the shop's returns address and the return's reference to mark the parcel with.",
    auth: 'admin',
    params: returnParams,
    errors: [404, 409],
    operation: graphql(`
      mutation ApproveReturn($id: String!) {
        approveReturn(id: $id) {
          ...OrderReturnFields
        }
      }
    `),
    variables: (req) => ({ id: String(req.params.id) }),
    result: (d) => d.approveReturn,
  }),
  route({
    method: 'post',
    path: '/api/admin/returns/:id/decline',
    summary: 'Decline a requested return',
    description: 'The `reason` is emailed to the customer; the lines may be asked back again.',
    auth: 'admin',
    params: returnParams,
    body: returnDeclineSchema,
    errors: [404, 409],
    operation: graphql(`
      mutation DeclineReturn($id: String!, $reason: String) {
        declineReturn(id: $id, reason: $reason) {
          ...OrderReturnFields
        }
      }
    `),
    variables: (req) => ({ ...bodyFields(req, ['reason']), id: String(req.params.id) }),
    result: (d) => d.declineReturn,
  }),
  route({
    method: 'post',
    path: '/api/admin/returns/:id/receive',
    summary: "Receive an approved return's parcel",
    description:
      'Every line of the return with its `outcome`: `restock` puts it back on hand (through the stock ledger), ' +
      '`write-off` keeps it off. The refund (the lines with VAT, plus shipping when the whole order has come back or ' +
      "the items were faulty) is asked of the order's payment on Stripe; the return reads `refunded` once Stripe " +
      'confirms it. The customer is emailed at each step.',
    auth: 'admin',
    params: returnParams,
    body: returnReceiptSchema,
    errors: [404, 409],
    operation: graphql(`
      mutation ReceiveReturn($id: String!, $lines: [ReturnReceiptLineInput!]) {
        receiveReturn(id: $id, lines: $lines) {
          ...OrderReturnFields
        }
      }
    `),
    variables: (req) => ({ ...bodyFields(req, ['lines']), id: String(req.params.id) }),
    result: (d) => d.receiveReturn,
  }),
];
