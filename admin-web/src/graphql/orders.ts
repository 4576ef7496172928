import { graphql } from './__generated__';
import type { AdminOrderDetailFragment, AdminOrderRowFragment } from './__generated__/graphql';

export type OrderRow = AdminOrderRowFragment;
export type OrderDetail = AdminOrderDetailFragment;
export type OrderDetailItem = OrderDetail['items'][number];
export type { AdminOrderFilter, OrderStatus } from './__generated__/graphql';

export const ADMIN_ORDERS = graphql(`
  query AdminOrders($filter: AdminOrderFilter) {
    adminOrders(filter: $filter) {
      items {
        ...AdminOrderRow
      }
      total
    }
  }
`);

export const ADMIN_ORDER = graphql(`
  query AdminOrder($id: Int!) {
    adminOrder(id: $id) {
      ...AdminOrderDetail
    }
  }
`);

export const UPDATE_ORDER_STATUS = graphql(`
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
      ...AdminOrderDetail
    }
  }
`);
