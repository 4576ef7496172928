import { createLogger, runService } from '@shop/kit';
import { createService } from './app';
import { readCartConfig } from './config';

const config = readCartConfig();
runService('cart', createLogger('cart', config.LOG_LEVEL), createService(config));
