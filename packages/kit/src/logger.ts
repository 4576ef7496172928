import { context, trace } from '@opentelemetry/api';
import pino, { type Logger } from 'pino';

export type { Logger };

const OUTSIDE_A_TRACE = {};

/** The trace and span a line is written in, so an operator goes from a log line to its trace and back. */
function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getSpan(context.active());
  if (!span) return OUTSIDE_A_TRACE;
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
