import { context, defaultTextMapGetter, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { core, node, tracing } from '@opentelemetry/sdk-node';
import { edgePropagator, TRACE_GRANT_HEADER, traceGrantHeaders, traceGrantHolds } from '../src/tracing/trace-grant';

const SECRET = 'pages-secret-for-the-grant-test';
const propagator = edgePropagator(new core.W3CTraceContextPropagator(), SECRET);
/** What the gateway's HTTP instrumentation makes of a request's headers: the trace it continues, if any. */
const continued = (headers: Record<string, string>) =>
  trace.getSpanContext(propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter))?.traceId;

describe("the gateway's edge propagator", () => {
  const provider = new node.NodeTracerProvider({
    spanProcessors: [new tracing.SimpleSpanProcessor(new tracing.InMemorySpanExporter())],
  });
  beforeAll(() => provider.register());
  afterAll(async () => {
    await provider.shutdown();
    trace.disable();
    context.disable();
  });

  /** A page render's span, as the page service has it when it calls the gateway. */
  const inPageSpan = <T>(fn: (traceId: string, spanId: string) => T): T => {
    const span = provider.getTracer('test').startSpan('render');
    try {
      return context.with(trace.setSpan(context.active(), span), () =>
        fn(span.spanContext().traceId, span.spanContext().spanId),
      );
    } finally {
      span.end();
    }
  };

  it("ignores a client's traceparent, so the gateway starts the trace and decides its sampling", () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    expect(continued({ traceparent })).toBeUndefined();
    expect(continued({ traceparent, [TRACE_GRANT_HEADER]: `${Date.now()}.deadbeef` })).toBeUndefined();
  });

  it("continues the page service's trace under its grant, whatever span the request names as its parent", () => {
    inPageSpan((traceId) => {
      const grant = traceGrantHeaders(SECRET);
      // The HTTP instrumentation's client span, a child of the render, is what the request names.
      const traceparent = `00-${traceId}-00f067aa0ba902b7-01`;
      expect(continued({ traceparent, ...grant })).toBe(traceId);
    });
  });

  it('refuses a grant for another trace, under another secret, or out of its window', () => {
    inPageSpan((traceId, spanId) => {
      const traceparent = `00-${traceId}-${spanId}-01`;
      const other = `00-${'1'.repeat(32)}-${spanId}-01`;
      const grant = traceGrantHeaders(SECRET)[TRACE_GRANT_HEADER];
      expect(traceGrantHolds(traceparent, grant, SECRET)).toBe(true);
      expect(traceGrantHolds(other, grant, SECRET)).toBe(false);
      expect(
        traceGrantHolds(traceparent, traceGrantHeaders('another-secret-entirely')[TRACE_GRANT_HEADER], SECRET),
      ).toBe(false);
      const old = traceGrantHeaders(SECRET, Date.now() - 31_000)[TRACE_GRANT_HEADER];
      expect(traceGrantHolds(traceparent, old, SECRET)).toBe(false);
    });
  });

  it('grants nothing outside a trace', () => {
    expect(traceGrantHeaders(SECRET)).toEqual({});
  });
});
