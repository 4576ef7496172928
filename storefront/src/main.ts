import { createLogger, runService } from '@shop/kit';
import { createStorefront } from './app';
import { readStorefrontConfig } from './config';

const config = readStorefrontConfig();
runService('storefront', createLogger('storefront', config.LOG_LEVEL), createStorefront(config));
