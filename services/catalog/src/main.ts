import { createLogger, runService } from '@shop/kit';
import { createService } from './app';
import { readCatalogConfig } from './config';

const config = readCatalogConfig();
runService('catalog', createLogger('catalog', config.LOG_LEVEL), createService(config));
