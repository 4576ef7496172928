import { createLogger, runService } from '@shop/kit';
import { createService } from './app';
import { readAccountsConfig } from './config';

const config = readAccountsConfig();
runService('accounts', createLogger('accounts', config.LOG_LEVEL), createService(config));
