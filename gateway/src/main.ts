// First, so OpenTelemetry hooks the modules the rest loads (when OTEL_EXPORTER_OTLP_ENDPOINT is set).
import '@shop/kit/tracing';
import { createLogger, runService } from '@shop/kit';
import { createGateway } from './app';
import { readGatewayConfig } from './config';

const config = readGatewayConfig();
runService('gateway', createLogger('gateway', config.LOG_LEVEL), createGateway(config));
