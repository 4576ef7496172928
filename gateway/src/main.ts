import { createLogger, runService } from '@shop/kit';
import { createGateway } from './app';
import { readGatewayConfig } from './config';

const config = readGatewayConfig();
runService('gateway', createLogger('gateway', config.LOG_LEVEL), createGateway(config));
