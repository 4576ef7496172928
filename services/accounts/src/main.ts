// First, so OpenTelemetry hooks the modules the rest loads (when OTEL_EXPORTER_OTLP_ENDPOINT is set).
import '@shop/kit/tracing';
import { createLogger, runService } from '@shop/kit';
import { createService } from './app';
import { readAccountsConfig } from './config';

const config = readAccountsConfig();
runService('accounts', createLogger('accounts', config.LOG_LEVEL), createService(config));
