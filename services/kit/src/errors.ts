/**
 * Typed domain errors. Domain code throws these; `errorStatus` is the one place that turns
 * them into HTTP statuses and GraphQL error codes.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | 'SERVICE_UNAVAILABLE';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
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
