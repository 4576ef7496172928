// First, so OpenTelemetry hooks the modules the rest loads (when OTEL_EXPORTER_OTLP_ENDPOINT is set).
import '@shop/kit/tracing';
import { createLogger, runService } from '@shop/kit';
import { createStorefront } from './app';
import { readStorefrontConfig } from './config';

const config = readStorefrontConfig();
runService('storefront', createLogger('storefront', config.LOG_LEVEL), createStorefront(config));
