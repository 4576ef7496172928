// Imported first by every process's main.ts, before what it instruments is loaded: starts OpenTelemetry when
// OTEL_EXPORTER_OTLP_ENDPOINT is set (see src/tracing/start.ts).
import { startTracingFromEnvironment } from './src/tracing/start';

startTracingFromEnvironment();
