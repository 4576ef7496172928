import type { RestRoute } from '../route';
import { contentRoutes } from './content';

/** Every documented /api path. */
export const restRoutes: RestRoute[] = [...contentRoutes];
