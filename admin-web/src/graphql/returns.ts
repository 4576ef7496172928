import { graphql } from './__generated__';
import type { AdminReturnFragment } from './__generated__/graphql';

export type AdminReturnEntry = AdminReturnFragment;

export const ADMIN_RETURNS = graphql(`
  query AdminReturnsList($status: String) {
    adminReturns(status: $status) {
      ...AdminReturn
    }
  }

  fragment AdminReturn on OrderReturn {
    id
    orderId
    status
    reason
    note
    lines {
      lineId
      name
      quantity
      price
      outcome
    }
    requestedAt
    declineReason
    refund
    shippingRefund
    refundByTransfer
    customerName
    customerEmail
  }
`);

export const APPROVE_RETURN = graphql(`
  mutation ApproveOrderReturn($id: String!) {
    approveReturn(id: $id) {
      ...AdminReturn
    }
  }
`);

export const DECLINE_RETURN = graphql(`
  mutation DeclineOrderReturn($id: String!, $reason: String) {
    declineReturn(id: $id, reason: $reason) {
      ...AdminReturn
    }
  }
`);

export const RECEIVE_RETURN = graphql(`
  mutation ReceiveOrderReturn($id: String!, $lines: [ReturnReceiptLineInput!]) {
    receiveReturn(id: $id, lines: $lines) {
      ...AdminReturn
    }
  }
`);
