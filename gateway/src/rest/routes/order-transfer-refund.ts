import { recordTransferRefundSchema } from '@shop/contracts';
import { graphql } from '../__generated__';
import { bodyFields, intParam, route } from '../route';

/** A bank-transfer order's refund, sent back by bank transfer outside the shop, as the admin records it. */
export const orderTransferRefundRoutes = [
  route({
    method: 'post',
    path: '/api/admin/orders/:id/transfer-refund',
    summary: "Record a bank-transfer order's refund sent by bank transfer",
    description:
      'For a received return, `returnId` (RMA-1042-1): the return is then refunded and the customer emailed; ' +
      'without it, the whole of a cancelled or refunded order’s transfer. `amount` (GBP) is what is due unless ' +
      'given, never more (400 naming `amount`); `reference` is yours (e.g. the bank statement line). Payments ' +
      'issues the credit note against the order’s invoice; sending it again changes nothing. 409 when the order ' +
      'was not paid by bank transfer, its transfer was never received, the return is not received, or nothing is due.',
    auth: 'admin',
    body: recordTransferRefundSchema,
    errors: [404, 409],
    operation: graphql(`
      mutation RecordTransferRefund($id: Int!, $returnId: String, $amount: Float, $reference: String) {
        recordTransferRefund(id: $id, returnId: $returnId, amount: $amount, reference: $reference) {
          ...OrderFields
        }
      }
    `),
    variables: (req) => ({
      ...bodyFields(req, ['returnId', 'amount', 'reference']),
      id: intParam(req, 'id'),
    }),
    result: (d) => d.recordTransferRefund,
  }),
];
