import { basename, dirname, sep } from 'node:path';
import { z } from 'zod';

/**
 * Tracing's settings, read before anything else is loaded. They keep OpenTelemetry's own names, so a collector's or a
 * platform's usual variables work unchanged.
 */
export const tracingConfigSchema = z.object({
  /** Where spans go, OTLP over HTTP (`/v1/traces` is added). Unset, tracing is off and its SDK never loads. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.url({ protocol: /^https?$/ }).optional()),
  /**
   * The share of new traces kept (0 to 1). A request that arrives with a trace's context keeps its caller's decision
   * (parent based), so an order is traced in every service or in none.
   */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(0.1),
  /** The process's name in traces; by default its workspace's (`orders`, `gateway`). */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
});

export type TracingConfig = z.output<typeof tracingConfigSchema>;

/** The tracing settings from the environment; throws naming every bad variable, as the other settings do. */
export function readTracingConfig(env: NodeJS.ProcessEnv = process.env): TracingConfig {
  const result = tracingConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return result.data;
}

/**
 * The workspace an entry file belongs to: `services/orders/src/main.ts` and `services/orders/dist/main.js` are
 * `orders`, `gateway/src/main.ts` is `gateway`.
 */
export function workspaceOf(entry: string): string {
  const folder = dirname(entry);
  const parent = basename(folder);
  return ['src', 'dist'].includes(parent) ? basename(dirname(folder)) : parent || entry.split(sep).pop() || 'shop';
}
