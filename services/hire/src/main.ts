import { createLogger, runService } from '@shop/kit';
import { createService } from './app';
import { readHireConfig } from './config';

const config = readHireConfig();
runService('hire', createLogger('hire', config.LOG_LEVEL), createService(config));
