import { createLogger, runService } from '@shop/kit';
import { createService } from './app';
import { readContentConfig } from './config';

const config = readContentConfig();
runService('content', createLogger('content', config.LOG_LEVEL), createService(config));
