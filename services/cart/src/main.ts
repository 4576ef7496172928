// First, so OpenTelemetry hooks the modules the rest loads (when OTEL_EXPORTER_OTLP_ENDPOINT is set).
import '@shop/kit/tracing';
import { createLogger, runService } from '@shop/kit';
import { createService } from './app';
import { readCartConfig } from './config';

const config = readCartConfig();
runService('cart', createLogger('cart', config.LOG_LEVEL), createService(config));
