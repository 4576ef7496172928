import { createLogger, runService } from '@shop/kit';
import { createService } from './app';
import { readSearchConfig } from './config';

const config = readSearchConfig();
runService('search', createLogger('search', config.LOG_LEVEL), createService(config));
