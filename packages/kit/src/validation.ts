import { z } from 'zod';
import { Invalid } from './errors';

/**
 * Parses untrusted input with a zod schema. The first problem becomes an `Invalid` error that
 * names the field, e.g. "name: Name must be at least 2 characters". `name` labels a bare value (a path id).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, name?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = [name, ...issue.path.map(String)].filter(Boolean).join('.') || undefined;
  throw new Invalid(field ? `${field}: ${issue.message}` : issue.message, field);
}

/** A positive integer id arriving as a number or a numeric string (REST path segments). */
export const idSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive id');
