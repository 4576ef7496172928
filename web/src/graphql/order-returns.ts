import { graphql } from './__generated__';
import type { OrderReturnsQuery } from './__generated__/graphql';

export type OrderReturnsDetail = OrderReturnsQuery['order'];
export type OrderReturnEntry = OrderReturnsDetail['returns'][number];

/** The order's returns, what can still be sent back, and its history; `refunded` and `paymentState` update the page. */
export const ORDER_RETURNS_QUERY = graphql(`
  query OrderReturns($id: Int!) {
    order(id: $id) {
      id
      status
      deliveredOn
      returnsCloseOn
      refunded
      paymentState
      items {
        id
        quantity
        returnable
        # As the order's page asks it, so the cached line's product is one shape for both.
        product {
          name
          slug
          imageUrl
        }
      }
      returns {
        id
        status
        reason
        lines {
          lineId
          name
          quantity
          outcome
        }
        requestedAt
        returnsAddress
        declineReason
        refund
        refundedAt
      }
      history {
        at
        text
      }
    }
  }
`);

export const REQUEST_RETURN_MUTATION = graphql(`
  mutation RequestOrderReturn($orderId: Int!, $lines: [ReturnLineInput!], $reason: String, $note: String) {
    requestReturn(orderId: $orderId, lines: $lines, reason: $reason, note: $note) {
      id
      status
    }
  }
`);
