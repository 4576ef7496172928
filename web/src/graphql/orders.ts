import { graphql } from './__generated__';
import type { MyOrdersQuery, OrderQuery } from './__generated__/graphql';

export type OrderListEntry = MyOrdersQuery['myOrders'][number];
export type OrderDetail = OrderQuery['order'];
export type OrderDetailItem = OrderDetail['items'][number];
export type { PlaceOrderInput } from './__generated__/graphql';

export const MY_ORDERS_QUERY = graphql(`
  query MyOrders {
    myOrders {
      id
      createdAt
      status
      total
      shippingAddress
      shippingCity
      shippingState
      shippingPostalCode
      shippingCountry
      paymentMethod
    }
  }
`);

export const ORDER_QUERY = graphql(`
  query Order($id: Int!) {
    order(id: $id) {
      id
      createdAt
      status
      subtotal
      shippingCost
      vat
      total
      shippingAddress
      shippingCity
      shippingState
      shippingPostalCode
      shippingCountry
      paymentMethod
      paymentId
      notes
      customerName
      customerPhone
      cancellationReason
      paymentState
      paymentFailure
      bankTransfer {
        accountName
        sortCode
        accountNumber
        reference
        payBy
      }
      refunded
      shipment {
        carrierName
        trackingNumber
        trackingUrl
      }
      shippedAt
      deliveredOn
      items {
        id
        quantity
        price
        # No product id: the snapshot is per order, and with an id the cache would merge snapshots of one product.
        product {
          name
          slug
          imageUrl
        }
      }
    }
  }
`);

/**
 * What the checkout offers: bank transfer from a threshold (GBP), or null when the shop does not offer it; PayPal
 * when the shop has turned it on.
 */
export const CHECKOUT_OPTIONS_QUERY = graphql(`
  query CheckoutOptions {
    checkoutOptions {
      bankTransferThreshold
      paypal
    }
  }
`);

export const PLACE_ORDER_MUTATION = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {
    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const PAY_ORDER_MUTATION = graphql(`
  mutation PayOrder($id: Int!) {
    payOrder(id: $id) {
      checkoutUrl
    }
  }
`);
