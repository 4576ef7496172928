import { useQuery } from '@apollo/client';
import { Button, Drawer, Result, Spin } from 'antd';
import { serverMessage } from '@shop/web-common';
import { ADMIN_ORDER } from '../../graphql/orders';
import { OrderDetails } from './OrderDetails';

interface Props {
  orderId: number;
  onClose: () => void;
}

/** One order's details; mount it only while an order is open. */
export function OrderDrawer({ orderId, onClose }: Props) {
  // The cached order shows at once, and is refreshed in case it changed since the table was loaded.
  const { data, error, refetch } = useQuery(ADMIN_ORDER, {
    variables: { id: orderId },
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.adminOrder;

  return (
    <Drawer open width={720} title={`Order #${orderId}`} onClose={onClose} data-testid="order-drawer">
      {order ? (
        <OrderDetails order={order} />
      ) : error ? (
        <Result
          status="error"
          title="Could not load the order"
          subTitle={serverMessage(error)}
          extra={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      ) : (
        <Spin aria-label="Loading the order" style={{ display: 'block', marginTop: 48 }} />
      )}
    </Drawer>
  );
}
