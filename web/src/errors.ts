import { errorCode, serverMessage } from '@shop/web-common';

/** The server refused the request for a stated reason (a domain error code), as opposed to failing or not answering. */
export function isRefusal(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && code !== 'INTERNAL_SERVER_ERROR';
}

/**
 * The server's own message when it refused for a reason the shopper can act on (e.g. "Only 3 in stock"); the
 * given fallback for anything else (network failures, internal errors), which would only confuse them.
 */
export function shopperMessage(error: unknown, fallback: string): string {
  return isRefusal(error) ? serverMessage(error, fallback) : fallback;
}
