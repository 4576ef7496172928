import { context, trace } from '@opentelemetry/api';
import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * The trace and span a line is written in, so an operator goes from a log line to its trace and back. Pino writes the
 * line's own fields into the object returned, so each line gets a new one: a shared one would carry every earlier
 * line's fields into the next.
 */
function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    mixin: traceFields,
    redact: {
      paths: [
        'password',
        '*.password',
        'passwordHash',
        '*.passwordHash',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      censor: '[redacted]',
    },
  });
}
