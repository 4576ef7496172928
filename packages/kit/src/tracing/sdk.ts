import type { IncomingMessage } from 'node:http';
import { NodeSDK, core, resources, tracing } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { edgePropagator } from './trace-grant';

export interface TracingSdkOptions {
  serviceName: string;
  /** The OTLP HTTP endpoint's base address (a collector, or the local Jaeger). */
  endpoint: string;
  /** The share of new traces kept. */
  ratio: number;
  /**
   * Set at the shop's edge (the gateway): the secret under which a caller's trace context is believed; any other
   * incoming context is ignored (see trace-grant.ts).
   */
  edgeSecret?: string;
}

/** Probes and Prometheus's scrapes: every few seconds, of no interest in a trace. */
const OPERATIONS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The OpenTelemetry Node SDK with the maintained instrumentations, exporting OTLP over HTTP (protobuf) in batches.
 * Kafka's and BullMQ's spans are the kit's own (the relay publishes an event in the trace of the write that caused
 * it, not of the relay's round, and a job runs in the trace it was queued in: see trace-context.ts). Database and
 * Redis calls are traced only inside a trace: the relay's sweeps and the workers' polling would otherwise each start
 * one. Resolves the stopper that flushes what is buffered.
 */
export function startTracingSdk({ serviceName, endpoint, ratio, edgeSecret }: TracingSdkOptions): () => Promise<void> {
  const sdk = new NodeSDK({
    serviceName,
    ...(edgeSecret && { textMapPropagator: edgePropagator(new core.W3CTraceContextPropagator(), edgeSecret) }),
    resourceDetectors: [resources.envDetector, resources.hostDetector, resources.processDetector],
    traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }),
    sampler: new tracing.ParentBasedSampler({ root: new tracing.TraceIdRatioBasedSampler(ratio) }),
    // Metrics are Prometheus's (operations-metrics.ts) and logs go to stdout as JSON: the SDK sends only traces.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req: IncomingMessage) => OPERATIONS_PATHS.has((req.url ?? '').split('?')[0]),
        requireParentforOutgoingSpans: true,
      }),
      // Request handlers only, named by their route: a span per middleware (helmet, body parsing, compression) or per
      // router a request passes through says nothing.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER] }),
      // Parse, validate and execute; a span per field resolved would cost more than the request.
      new GraphQLInstrumentation({ ignoreResolveSpans: true, mergeItems: true }),
      new MongoDBInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}
