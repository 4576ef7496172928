import {
  context,
  ROOT_CONTEXT,
  type Attributes,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type SpanContext,
} from '@opentelemetry/api';
import type { IHeaders } from 'kafkajs';

/**
 * W3C trace context carried where OpenTelemetry's instrumentations do not reach, so an order's trace follows it from
 * service to service: an event keeps the traceparent of the write that caused it (in its outbox entry), the relay
 * publishes it as the message's `traceparent` header under a span of its own, and the consumer handles the event in a
 * span that is that one's child; a BullMQ job keeps the traceparent of the code that queued it, and its worker runs it
 * in a child span. With tracing off there is no active span, nothing carries a traceparent and every call here is
 * the API's no-op.
 */
const tracer = trace.getTracer('@shop/kit');

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** A span's W3C traceparent, or undefined for none or an invalid one. */
function formatTraceparent(spanContext: SpanContext | undefined): string | undefined {
  if (!spanContext || !trace.isSpanContextValid(spanContext)) return undefined;
  const { traceId, spanId, traceFlags } = spanContext;
  return `00-${traceId}-${spanId}-${traceFlags.toString(16).padStart(2, '0')}`;
}

/** The active span's W3C traceparent, or undefined outside a trace. */
export function currentTraceparent(): string | undefined {
  return formatTraceparent(trace.getSpanContext(context.active()));
}

/** A context whose parent is the span a traceparent names; the root context for none or a malformed one. */
export function contextOf(traceparent: string | undefined): Context {
  const match = traceparent ? TRACEPARENT.exec(traceparent) : null;
  if (!match) return ROOT_CONTEXT;
  const [, traceId, spanId, flags] = match;
  return trace.setSpanContext(ROOT_CONTEXT, { traceId, spanId, traceFlags: parseInt(flags, 16), isRemote: true });
}

/** A message's `traceparent` header (kafkajs gives a Buffer, a string or a list). */
export function traceparentHeader(headers: IHeaders | undefined): string | undefined {
  const value = headers?.traceparent;
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.toString();
}

/**
 * Starts the span publishing one event to `topic`, a child of the write that caused it; its traceparent becomes the
 * message's header. The caller ends it once the batch is sent.
 */
export function startPublishSpan(topic: string, type: string, traceparent: string | undefined): Span | null {
  if (!traceparent) return null;
  return tracer.startSpan(
    `${topic} publish`,
    {
      kind: SpanKind.PRODUCER,
      attributes: { 'messaging.system': 'kafka', 'messaging.destination.name': topic, 'event.type': type },
    },
    contextOf(traceparent),
  );
}

/** The traceparent a publishing span hands on in its message's headers, read off the span itself. */
export function traceparentOf(span: Span): string | undefined {
  return formatTraceparent(span.spanContext());
}

/** Ends a span, marking it failed when `err` is given. */
export function endSpan(span: Span | null, err?: unknown): void {
  if (!span) return;
  if (err) {
    span.recordException(err as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
  }
  span.end();
}

/** Runs `work` with `span` as the active span, ending it (failed when `work` throws) once `work` settles. */
async function runInSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    const result = await context.with(trace.setSpan(ROOT_CONTEXT, span), work);
    endSpan(span);
    return result;
  } catch (err) {
    endSpan(span, err);
    throw err;
  }
}

/**
 * Runs `work` in a span that is a child of the first traceparent given, linked to the others' (a batch handler taking
 * several events at once). Without any traceparent (an event published before tracing was on, or not sampled in),
 * `work` runs outside any trace.
 */
export async function inChildSpan<T>(
  name: string,
  attributes: Attributes,
  traceparents: Array<string | undefined>,
  work: () => Promise<T>,
): Promise<T> {
  const [parent, ...others] = traceparents.filter((t): t is string => t !== undefined);
  if (!parent) return work();
  const span = tracer.startSpan(
    name,
    {
      kind: SpanKind.CONSUMER,
      attributes,
      links: others.flatMap((other) => {
        const linked = trace.getSpanContext(contextOf(other));
        return linked ? [{ context: linked }] : [];
      }),
    },
    contextOf(parent),
  );
  return runInSpan(span, work);
}

/**
 * Runs `work` in a span of its own under the active one: work that no instrumentation sees, such as a call to an
 * outside system (`client`: an SMTP send) or a stretch of the process's own (a page's render). Outside a trace it
 * just runs `work`.
 */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
  kind: 'client' | 'internal' = 'internal',
): Promise<T> {
  if (!trace.getSpan(context.active())) return work();
  const spanKind = kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL;
  return tracer.startActiveSpan(name, { kind: spanKind, attributes }, async (span) => {
    try {
      const result = await work();
      endSpan(span);
      return result;
    } catch (err) {
      endSpan(span, err);
      throw err;
    }
  });
}

/**
 * Runs `work` in a span that continues a trace stored with a record (its parent is the span `traceparent` names),
 * linked to the active span: an order's payment page, opened by a later request, and Stripe's webhook for it stay in
 * the trace of the request that placed the order. Without a stored traceparent it runs `work` in a span of its own
 * under the active one.
 */
export async function inStoredTrace<T>(
  name: string,
  attributes: Attributes,
  traceparent: string | null | undefined,
  work: () => Promise<T>,
): Promise<T> {
  const stored = contextOf(traceparent ?? undefined);
  if (stored === ROOT_CONTEXT) return inSpan(name, attributes, work);
  const active = trace.getSpanContext(context.active());
  const span = tracer.startSpan(
    name,
    { kind: SpanKind.INTERNAL, attributes, links: active ? [{ context: active }] : [] },
    stored,
  );
  return runInSpan(span, work);
}
