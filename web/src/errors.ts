import type { ApolloError, ServerError } from '@apollo/client';
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

/** The HTTP failure the server answered with, as "Server error: {status} {text}"; none when it answered 2xx or not at all. */
function serverError(error: unknown): string | undefined {
  const network = (error as Partial<ApolloError> | null)?.networkError as Partial<ServerError> | null | undefined;
  if (typeof network?.statusCode !== 'number') return undefined;
  return `Server error: ${network.statusCode} ${network.response?.statusText ?? ''}`.trim();
}

/**
 * As shopperMessage, but a server that failed with an HTTP status is named by it ("Server error: 502 Bad Gateway");
 * the fallback is left for a request that got no answer at all.
 */
export function shopperMessageOrStatus(error: unknown, fallback: string): string {
  return isRefusal(error) ? serverMessage(error, fallback) : (serverError(error) ?? fallback);
}
