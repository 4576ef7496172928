import type { RestRoute } from '../route';
import { accountsRoutes } from './accounts';
import { cartRoutes } from './cart';
import { catalogRoutes } from './catalog';
import { contentRoutes } from './content';
import { hireRoutes } from './hire';
import { hireCalendarRoutes } from './hire-calendar';
import { hireFloorRoutes } from './hire-floor';
import { hirePlanningRoutes } from './hire-planning';
import { notifyRoutes } from './notify';
import { orderBankTransferRoutes } from './order-bank-transfer';
import { orderReturnsRoutes } from './order-returns';
import { orderTransferRefundRoutes } from './order-transfer-refund';
import { ordersRoutes } from './orders';
import { searchRoutes } from './search';

const bySubgraph: Record<string, RestRoute[]> = {
  content: contentRoutes,
  catalog: catalogRoutes,
  accounts: accountsRoutes,
  cart: cartRoutes,
  orders: [...ordersRoutes, ...orderReturnsRoutes, ...orderBankTransferRoutes, ...orderTransferRefundRoutes],
  hire: [...hireRoutes, ...hireFloorRoutes, ...hirePlanningRoutes, ...hireCalendarRoutes],
  notify: notifyRoutes,
  search: searchRoutes,
};

/** Every documented /api path, each marked with the subgraph that answers it. */
export const restRoutes: RestRoute[] = Object.entries(bySubgraph).flatMap(([subgraph, routes]) =>
  routes.map((r) => ({ ...r, subgraph })),
);
