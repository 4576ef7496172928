import { useApolloClient, useMutation } from '@apollo/client';
import { App } from 'antd';
import type { Carrier } from '@shop/contracts';
import { isConflict, serverMessage } from '@shop/web-common';
import {
  ADMIN_ORDER,
  ADMIN_ORDERS,
  UPDATE_ORDER_STATUS,
  type OrderDetail,
  type OrderStatus,
} from '../../graphql/orders';

/** The carrier and tracking number an order ships with. */
export interface ShipmentFields {
  carrier: Carrier;
  carrierName?: string;
  trackingNumber: string;
}

/** What the admin is told before a move that cannot be taken back. */
const CONFIRMATIONS: Partial<
  Record<OrderStatus, (order: OrderDetail) => { title: string; content: string; okText: string }>
> = {
  cancelled: ({ id, bankTransfer }) => ({
    title: `Cancel order #${id}?`,
    content:
      (bankTransfer?.receivedAt
        ? "The order's stock is returned to the shop. Its bank transfer is not refunded here: send it back from the " +
          "shop's bank, then record it as sent under Bank transfer. "
        : "The order's stock is returned to the shop and a paid order's payment is refunded in full through Stripe. ") +
      'A cancelled order cannot be changed again.',
    okText: 'Cancel order',
  }),
  refunded: ({ id: orderId }) => ({
    title: `Mark order #${orderId} as refunded?`,
    content:
      "This records a refund made outside the shop, such as on Stripe's dashboard; no money is moved here. " +
      'A refunded order cannot be changed again.',
    okText: 'Mark as refunded',
  }),
};

/**
 * Moves an order to one of its next statuses, asking first when the move is final. The change carries the version the
 * admin saw; when the server refuses it (CONFLICT: the move is no longer allowed, or someone else changed the order),
 * its message is shown and the order and the table are reloaded so the admin sees what is true now.
 */
export function useOrderStatusUpdate() {
  const { modal, notification } = App.useApp();
  const client = useApolloClient();
  // The answer updates the cached order (drawer and row); the table is reloaded as the order may leave the filter.
  const [updateOrderStatus, { loading }] = useMutation(UPDATE_ORDER_STATUS, {
    refetchQueries: [ADMIN_ORDERS],
    awaitRefetchQueries: true,
  });

  const update = async (
    order: OrderDetail,
    status: OrderStatus,
    details?: ShipmentFields | { deliveredOn: string },
  ): Promise<boolean> => {
    try {
      await updateOrderStatus({ variables: { id: order.id, status, expectedVersion: order.version, ...details } });
      notification.success({ message: `Order #${order.id} is now ${status}` });
      return true;
    } catch (err) {
      notification.error({ message: 'Could not update the order status', description: serverMessage(err) });
      if (isConflict(err)) {
        // A failed reload shows as the table's or the drawer's own error.
        await client.refetchQueries({ include: [ADMIN_ORDER, ADMIN_ORDERS] }).catch(() => undefined);
      }
      return false;
    }
  };

  const changeStatus = (order: OrderDetail, status: OrderStatus) => {
    const confirmation = CONFIRMATIONS[status]?.(order);
    if (!confirmation) {
      void update(order, status);
      return;
    }
    modal.confirm({
      ...confirmation,
      okButtonProps: { danger: true },
      cancelText: 'Go back',
      // The dialog shows a spinner until the update settles; update reports its own failure.
      onOk: () => update(order, status),
    });
  };

  /** Ships the order with its carrier and tracking number: true once saved, so the form can close. */
  const ship = (order: OrderDetail, shipment: ShipmentFields) => update(order, 'shipped', shipment);
  /** Marks the order delivered on the UK day it arrived: true once saved. */
  const deliver = (order: OrderDetail, deliveredOn: string) => update(order, 'delivered', { deliveredOn });

  return { changeStatus, ship, deliver, updating: loading };
}
