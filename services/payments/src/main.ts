import { createLogger, runService } from '@shop/kit';
import { createService } from './app';
import { readPaymentsConfig } from './config';

const config = readPaymentsConfig();
runService('payments', createLogger('payments', config.LOG_LEVEL), createService(config));
