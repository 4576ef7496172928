// First, so OpenTelemetry hooks the modules the rest loads (when OTEL_EXPORTER_OTLP_ENDPOINT is set).
import '@shop/kit/tracing';
import { createLogger, runService } from '@shop/kit';
import { createService } from './app';
import { readContentConfig } from './config';

const config = readContentConfig();
runService('content', createLogger('content', config.LOG_LEVEL), createService(config));
