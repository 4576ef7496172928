import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from './logger';

/**
 * Typed domain errors and the one mapper that turns any error into a GraphQL error code, an HTTP
 * status and a client-safe `{ message }`: used by subgraphs, the gateway's GraphQL answers and
 * its REST shims alike. Nothing reads an error's message text to decide a status.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNPROCESSABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'GATEWAY_TIMEOUT';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
};

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends DomainError {
  constructor(message: string, field?: string) {
    super('BAD_USER_INPUT', message, field);
  }
}
export class Unauthorized extends DomainError {
  constructor(message = 'Not authenticated') {
    super('UNAUTHENTICATED', message);
  }
}
export class Forbidden extends DomainError {
  constructor(message = 'Admin access required') {
    super('FORBIDDEN', message);
  }
}
export class NotFound extends DomainError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}
export class Conflict extends DomainError {
  constructor(message: string, field?: string) {
    super('CONFLICT', message, field);
  }
}
/** Well-formed, but not something the shop can do with it (an Idempotency-Key reused for another request). */
export class Unprocessable extends DomainError {
  constructor(message: string, field?: string) {
    super('UNPROCESSABLE', message, field);
  }
}
export class PayloadTooLarge extends DomainError {
  constructor(message: string) {
    super('PAYLOAD_TOO_LARGE', message);
  }
}
export class ServiceUnavailable extends DomainError {
  constructor(message = 'This part of the shop is not available right now. Please try again shortly.') {
    super('SERVICE_UNAVAILABLE', message);
  }
}
export class TimedOut extends DomainError {
  constructor(message = 'That took too long to answer. Please try again, or ask for less at once.') {
    super('GATEWAY_TIMEOUT', message);
  }
}
/** Too much is running for everyone at once (not this client's fault): try again shortly. */
export class Busy extends DomainError {
  constructor(
    retryAfterSeconds: number,
    message = 'The shop is busy with large requests right now. Please try again in a moment.',
  ) {
    super('SERVICE_UNAVAILABLE', message, undefined, retryAfterSeconds);
  }
}
export class TooManyRequests extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', message, undefined, retryAfterSeconds);
  }
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && code in STATUS_BY_CODE;
}

/** HTTP status for an error code; unknown codes are server errors. */
export function statusForCode(code: unknown): number {
  return isErrorCode(code) ? STATUS_BY_CODE[code] : 500;
}

/** What an error answer says over HTTP. */
export interface HttpFailure {
  status: number;
  message: string;
  retryAfter?: number;
}

const INTERNAL = 'Internal server error';

/** Codes graphql-js and Apollo give a request the client got wrong (bad document or variables). */
const CLIENT_GRAPHQL_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * The GraphQL form of any error, for Apollo's `formatError` in subgraphs and gateway: a domain
 * error keeps its message with its code (and field, retry-after); a code a subgraph already set
 * passes through the gateway; a client's malformed request is BAD_USER_INPUT; anything else is
 * logged and answered as an internal error without its details.
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  logger: Logger,
): GraphQLFormattedError {
  const answer = (message: string, code: ErrorCode, field?: unknown, retryAfter?: unknown) => ({
    message,
    path: formatted.path,
    extensions: { code, ...(field ? { field } : {}), ...(retryAfter ? { retryAfter } : {}) },
  });
  const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  if (original instanceof DomainError) {
    return answer(original.message, original.code, original.field, original.retryAfterSeconds);
  }
  const { code, field, retryAfter, serviceName } = formatted.extensions ?? {};
  if (CLIENT_GRAPHQL_CODES.has(String(code))) return answer(formatted.message, 'BAD_USER_INPUT');
  if (isErrorCode(code) && code !== 'INTERNAL_SERVER_ERROR') return answer(formatted.message, code, field, retryAfter);
  // A subgraph's own failure reaches the gateway with its name, already logged by that subgraph.
  if (!serviceName) logger.error({ err: original ?? error }, 'unexpected GraphQL error');
  return answer(INTERNAL, 'INTERNAL_SERVER_ERROR');
}

/**
 * The HTTP answer to the first error of a (formatted) GraphQL response, by its code alone. Only
 * internal errors lose their text: a 503's message is a domain error's, written to be shown.
 */
export function httpFailureOfGraphQL(errors: readonly GraphQLFormattedError[]): HttpFailure {
  const { code, retryAfter } = errors[0]?.extensions ?? {};
  const status = statusForCode(code);
  return {
    status,
    message: status === 500 ? INTERNAL : (errors[0]?.message ?? INTERNAL),
    ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
  };
}

/** The HTTP answer to any error thrown while handling a request. */
export function httpFailureOf(err: unknown): HttpFailure {
  if (err instanceof DomainError) {
    return {
      status: statusForCode(err.code),
      message: err.message,
      ...(err.retryAfterSeconds ? { retryAfter: err.retryAfterSeconds } : {}),
    };
  }
  const e = err as { type?: string; status?: number; expose?: boolean; message?: string };
  // body-parser errors (bad JSON, too large) carry an exposable status.
  if (e?.expose && e.status && e.status < 500) {
    const message =
      e.type === 'entity.too.large'
        ? 'Request body is too large'
        : e.type === 'entity.parse.failed'
          ? 'Request body is not valid JSON'
          : (e.message ?? 'Bad request');
    return { status: e.status, message };
  }
  return { status: 500, message: INTERNAL };
}
