// First, so OpenTelemetry hooks the modules the rest loads (when OTEL_EXPORTER_OTLP_ENDPOINT is set); as the edge, the
// gateway starts its clients' traces itself.
import '@shop/kit/tracing-edge';
import { createLogger, runService } from '@shop/kit';
import { createGateway } from './app';
import { readGatewayConfig } from './config';

const config = readGatewayConfig();
runService('gateway', createLogger('gateway', config.LOG_LEVEL), createGateway(config));
