import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Alert, Typography } from 'antd';
import { serverMessage } from '@shop/web-common';
import { ADMIN_ORDERS } from '../../graphql/orders';
import { INITIAL_VIEW, toAdminOrderFilter, withFilters, withPage, type OrdersView } from './orderFilters';
import { OrderDrawer } from './OrderDrawer';
import { OrderFiltersBar } from './OrderFiltersBar';
import { OrdersTable } from './OrdersTable';
import { ReturnsPanel } from './ReturnsPanel';

/** Order management: the filtered, server-paginated table and the drawer of the order opened from it. */
export function OrdersTab() {
  const [view, setView] = useState<OrdersView>(INITIAL_VIEW);
  const [openOrderId, setOpenOrderId] = useState<number | null>(null);
  const { data, previousData, loading, error } = useQuery(ADMIN_ORDERS, {
    variables: { filter: toAdminOrderFilter(view) },
    // Orders arrive and move on while the tab is open: each new page or filter asks the server.
    fetchPolicy: 'cache-and-network',
  });
  // Keep the last page on screen while the next one loads, rather than flashing an empty table.
  const result = (data ?? previousData)?.adminOrders;

  // An update can empty the last page (its orders left the filter): step back to the page that is now last.
  const current = data?.adminOrders;
  useEffect(() => {
    if (current && current.items.length === 0 && current.total > 0) {
      setView((shown) => withPage(shown, Math.ceil(current.total / shown.pageSize), shown.pageSize));
    }
  }, [current]);

  return (
    <section data-testid="orders-tab">
      <Typography.Title level={3}>Order Management</Typography.Title>
      <Typography.Paragraph type="secondary">
        Find orders, see what was bought and where it goes, and move each order on as it is fulfilled.
      </Typography.Paragraph>
      <OrderFiltersBar
        status={view.filters.status}
        onChange={(changes) => setView((shown) => withFilters(shown, changes))}
      />
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message="Error loading orders"
          description={serverMessage(error)}
          data-testid="orders-error"
        />
      )}
      <OrdersTable
        orders={result?.items ?? []}
        total={result?.total ?? 0}
        page={view.page}
        pageSize={view.pageSize}
        loading={loading}
        onPageChange={(page, pageSize) => setView((shown) => withPage(shown, page, pageSize))}
        onOpen={setOpenOrderId}
      />
      {openOrderId !== null && <OrderDrawer orderId={openOrderId} onClose={() => setOpenOrderId(null)} />}
      <ReturnsPanel />
    </section>
  );
}
