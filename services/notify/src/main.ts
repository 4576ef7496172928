import { createLogger, runService } from '@shop/kit';
import { createService } from './app';
import { readNotifyConfig } from './config';

const config = readNotifyConfig();
runService('notify', createLogger('notify', config.LOG_LEVEL), createService(config));
