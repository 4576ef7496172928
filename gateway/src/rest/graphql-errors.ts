import type { GraphQLFormattedError } from 'graphql';
import { ServiceUnavailable, statusForCode } from '@shop/kit';

export interface RestError {
  status: number;
  message: string;
  retryAfter?: number;
}

/**
 * Turns the first GraphQL error of an operation into the REST answer. Domain errors arrive from
 * subgraphs with their code; variable coercion errors (a number where text belongs, an object
 * where a string belongs) become 400 naming the field.
 */
export function restErrorFrom(errors: readonly GraphQLFormattedError[]): RestError {
  const error = errors[0];
  const code = error.extensions?.code;
  // The operation names a field no composed subgraph serves: that subgraph is not up (yet).
  if (code === 'GRAPHQL_VALIDATION_FAILED') {
    const unavailable = new ServiceUnavailable();
    return { status: statusForCode(unavailable.code), message: unavailable.message };
  }
  if (code === 'BAD_USER_INPUT' && error.message.startsWith('Variable "$')) {
    return { status: 400, message: coercionMessage(error.message) };
  }
  const status = statusForCode(code);
  const retryAfter = typeof error.extensions?.retryAfter === 'number' ? error.extensions.retryAfter : undefined;
  return { status, message: status >= 500 ? 'Internal server error' : error.message, retryAfter };
}

/** 'Variable "$input" got invalid value {...} at "input.name"; String cannot represent...' -> 'name: String cannot ...' */
export function coercionMessage(message: string): string {
  const at = message.match(/at "([^"]+)"/)?.[1];
  const reason = message.split('; ').slice(1).join('; ') || 'has an invalid value';
  const variable = message.match(/^Variable "\$(\w+)"/)?.[1];
  const field = (at ?? variable ?? '').replace(/^input\./, '');
  const cleaned = reason
    .replace(/: .*$/s, '')
    .replace(/^Expected value of type "([^"]+)", found .*$/s, 'must be of type $1');
  return field ? `${field}: ${cleaned}` : cleaned;
}
