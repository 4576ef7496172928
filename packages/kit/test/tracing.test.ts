import { context, trace } from '@opentelemetry/api';
import { node, tracing } from '@opentelemetry/sdk-node';
import { readTracingConfig, workspaceOf } from '../src/tracing/settings';
import {
  contextOf,
  currentTraceparent,
  inChildSpan,
  startPublishSpan,
  traceparentOf,
} from '../src/tracing/trace-context';

describe('tracing settings', () => {
  it('is off without an endpoint (or an empty one) and keeps a tenth of new traces by default', () => {
    expect(readTracingConfig({})).toEqual({ OTEL_EXPORTER_OTLP_ENDPOINT: undefined, OTEL_TRACES_SAMPLER_ARG: 0.1 });
    expect(readTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' }).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
  });

  it.each([
    [{ OTEL_TRACES_SAMPLER_ARG: '1.5' }, 'OTEL_TRACES_SAMPLER_ARG'],
    [{ OTEL_TRACES_SAMPLER_ARG: 'all' }, 'OTEL_TRACES_SAMPLER_ARG'],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, 'OTEL_EXPORTER_OTLP_ENDPOINT'],
  ])('refuses %j naming the setting', (env, name) => {
    expect(() => readTracingConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}: `));
  });

  it("names a process after its entry's workspace", () => {
    expect(workspaceOf('/app/services/orders/dist/main.js')).toBe('orders');
    expect(workspaceOf('services/notify/src/main.ts')).toBe('notify');
    expect(workspaceOf('/repo/gateway/src/main.ts')).toBe('gateway');
  });
});

describe('trace context through the outbox, Kafka and BullMQ', () => {
  const exporter = new tracing.InMemorySpanExporter();
  const provider = new node.NodeTracerProvider({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });
  beforeAll(() => provider.register());
  afterAll(async () => {
    await provider.shutdown();
    trace.disable();
    context.disable();
  });

  it('publishes an event as a child of the write that caused it, and handles it as a child of the publishing', async () => {
    const write = provider.getTracer('test').startSpan('place order');
    // What domainEvent stores in the outbox entry, inside the write's span.
    const stored = context.with(trace.setSpan(context.active(), write), () => currentTraceparent());
    write.end();
    expect(stored).toBe(`00-${write.spanContext().traceId}-${write.spanContext().spanId}-01`);

    // The relay's round runs in no trace of its own; the event's span is the write's child all the same.
    const publish = startPublishSpan('orders.order', 'OrderPlaced', stored)!;
    const header = traceparentOf(publish);
    publish.end();
    const inHandler = await inChildSpan('orders.order process', { 'event.type': 'OrderPlaced' }, [header], async () =>
      currentTraceparent(),
    );

    const spans = exporter.getFinishedSpans();
    const byName = (name: string) => spans.find((s) => s.name === name)!;
    expect(byName('orders.order publish').parentSpanContext?.spanId).toBe(write.spanContext().spanId);
    const handled = byName('orders.order process');
    expect(handled.parentSpanContext?.spanId).toBe(publish.spanContext().spanId);
    expect(handled.spanContext().traceId).toBe(write.spanContext().traceId);
    // Whatever the handler writes (the catalog's StockReserved) is caused in the handling span.
    expect(inHandler).toBe(`00-${handled.spanContext().traceId}-${handled.spanContext().spanId}-01`);
  });

  it('runs work of no trace (no traceparent, or a malformed one) outside any trace', async () => {
    expect(await inChildSpan('x process', {}, [undefined], async () => currentTraceparent())).toBeUndefined();
    expect(startPublishSpan('x', 'X', undefined)).toBeNull();
    expect(trace.getSpanContext(contextOf('00-not-a-traceparent'))).toBeUndefined();
  });
});
