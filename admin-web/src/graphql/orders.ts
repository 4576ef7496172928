import { graphql } from './__generated__';
import type {
  AdminOrderDetailFragment,
  AdminOrderRowFragment,
  AdminOrderSettingsFragment,
} from './__generated__/graphql';

export type OrderRow = AdminOrderRowFragment;
export type OrderDetail = AdminOrderDetailFragment;
export type OrderDetailItem = OrderDetail['items'][number];
export type OrderSettings = AdminOrderSettingsFragment;
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

/** Records a bank-transfer order's money received: amount (GBP) must be its total; reference is the admin's. */
export const RECORD_BANK_TRANSFER = graphql(`
  mutation RecordBankTransfer($id: Int!, $amount: Float, $reference: String) {
    recordBankTransfer(id: $id, amount: $amount, reference: $reference) {
      ...AdminOrderDetail
    }
  }
`);

/**
 * Records a bank-transfer order's refund sent back by transfer: a received return's (returnId) or the cancelled
 * order's whole; amount (GBP) defaults to what is due; reference is the admin's.
 */
export const RECORD_TRANSFER_REFUND = graphql(`
  mutation RecordTransferRefund($id: Int!, $returnId: String, $amount: Float, $reference: String) {
    recordTransferRefund(id: $id, returnId: $returnId, amount: $amount, reference: $reference) {
      ...AdminOrderDetail
    }
  }
`);

export const ORDER_SETTINGS = graphql(`
  query OrderSettings {
    orderSettings {
      ...AdminOrderSettings
    }
  }
`);

export const SAVE_ORDER_SETTINGS = graphql(`
  mutation SaveOrderSettings($input: OrderSettingsInput!) {
    saveOrderSettings(input: $input) {
      ...AdminOrderSettings
    }
  }
`);
