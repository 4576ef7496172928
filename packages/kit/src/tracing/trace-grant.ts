import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type Context,
  type TextMapGetter,
  type TextMapPropagator,
  type TextMapSetter,
  context as contextApi,
  trace,
} from '@opentelemetry/api';
import { contextOf } from './trace-context';

/**
 * The gateway is the shop's edge: a browser's or an API client's `traceparent` must not decide what is sampled
 * (a client could have every request traced) nor put our spans in its trace. The gateway starts those traces itself
 * and continues only its own callers': the page service, which names the trace it renders in, signed under the secret
 * it shares with the gateway (PAGES_SECRET). The grant covers the trace's id and a time, not the whole traceparent,
 * since the HTTP instrumentation names its own client span as the parent after the grant is made.
 */
export const TRACE_GRANT_HEADER = 'x-trace-grant';

/** How far a grant's time may be from the gateway's clock, as for the page service's request signatures. */
const GRANT_WINDOW_MS = 30_000;

const signatureOf = (traceId: string, at: string, secret: string) =>
  createHmac('sha256', secret).update(`${traceId}.${at}`).digest('hex');

/** The grant for a trace's id, the value of TRACE_GRANT_HEADER (a test names the trace it follows with one). */
export function traceGrantFor(traceId: string, secret: string, now = Date.now()): string {
  const at = String(now);
  return `${at}.${signatureOf(traceId, at, secret)}`;
}

/** The grant header for the active trace (`{}` outside one, or with tracing off). */
export function traceGrantHeaders(secret: string, now = Date.now()): Record<string, string> {
  const spanContext = trace.getSpanContext(contextApi.active());
  if (!spanContext || !trace.isSpanContextValid(spanContext)) return {};
  return { [TRACE_GRANT_HEADER]: traceGrantFor(spanContext.traceId, secret, now) };
}

/** True when `grant` was made under `secret`, within the window, for the trace `traceparent` names. */
export function traceGrantHolds(
  traceparent: string | undefined,
  grant: string | undefined,
  secret: string,
  now = Date.now(),
): boolean {
  const traceId = trace.getSpanContext(contextOf(traceparent))?.traceId;
  const [at, signature] = grant?.split('.') ?? [];
  if (!traceId || !at || !signature || !/^\d+$/.test(at) || Math.abs(now - Number(at)) > GRANT_WINDOW_MS) {
    return false;
  }
  const expected = Buffer.from(signatureOf(traceId, at, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The edge's propagator: it injects as W3C trace context does, and extracts a caller's context only under a grant
 * that holds; any other incoming request starts a trace of the gateway's own (sampled by its ratio).
 */
export function edgePropagator(inner: TextMapPropagator, secret: string): TextMapPropagator {
  return {
    inject: (context: Context, carrier: unknown, setter: TextMapSetter) => inner.inject(context, carrier, setter),
    extract(context: Context, carrier: unknown, getter: TextMapGetter) {
      const traceparent = firstOf(getter.get(carrier, 'traceparent'));
      const grant = firstOf(getter.get(carrier, TRACE_GRANT_HEADER));
      return traceGrantHolds(traceparent, grant, secret) ? inner.extract(context, carrier, getter) : context;
    },
    fields: () => inner.fields(),
  };
}
