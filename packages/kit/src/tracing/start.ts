import { DEVELOPMENT_PAGES_SECRET } from '../config';
import { readTracingConfig, workspaceOf } from './settings';

/** Flushes the spans still buffered and stops tracing; set once tracing is on. */
let stop: (() => Promise<void>) | null = null;

/**
 * Starts OpenTelemetry in this process when OTEL_EXPORTER_OTLP_ENDPOINT is set. It must run before the modules it
 * instruments (http, express, graphql, mongodb, ioredis, undici) are loaded, so every process's main.ts imports
 * `@shop/kit/tracing` first (the gateway `@shop/kit/tracing-edge`, with `edge` set: it believes a caller's trace
 * context only from the page service). Without an endpoint the SDK is never loaded: tests and benches pay nothing.
 */
export function startTracingFromEnvironment({ edge = false } = {}): void {
  if (stop) return;
  const config = readTracingConfig();
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  // Loaded only here, synchronously, so the instrumentations hook the modules main.ts goes on to import.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the SDK stays unloaded when tracing is off
  const { startTracingSdk } = require('./sdk') as typeof import('./sdk');
  stop = startTracingSdk({
    serviceName: config.OTEL_SERVICE_NAME ?? workspaceOf(process.argv[1] ?? ''),
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    ratio: config.OTEL_TRACES_SAMPLER_ARG,
    // The page service's secret, as the gateway's own settings read it (config.ts).
    ...(edge && { edgeSecret: process.env.PAGES_SECRET || DEVELOPMENT_PAGES_SECRET }),
  });
}

/** Sends the spans still buffered and stops tracing (on shutdown); nothing when tracing is off. */
export async function stopTracing(): Promise<void> {
  await stop?.();
  stop = null;
}
