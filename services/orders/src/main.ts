import { createLogger, runService } from '@shop/kit';
import { createService } from './app';
import { readOrdersConfig } from './config';

const config = readOrdersConfig();
runService('orders', createLogger('orders', config.LOG_LEVEL), createService(config));
