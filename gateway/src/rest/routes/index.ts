import type { RestRoute } from '../route';
import { accountsRoutes } from './accounts';
import { catalogRoutes } from './catalog';
import { contentRoutes } from './content';

/** Every documented /api path. */
export const restRoutes: RestRoute[] = [...contentRoutes, ...catalogRoutes, ...accountsRoutes];
