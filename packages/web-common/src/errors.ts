import type { ApolloError, ServerError } from '@apollo/client';

interface ErrorEntry {
  message: string;
  extensions?: Record<string, unknown>;
}

const DEFAULT_MESSAGE = 'Something went wrong. Please try again.';

const isApolloError = (error: unknown): error is ApolloError =>
  typeof error === 'object' && error !== null && 'graphQLErrors' in error;

/** GraphQL errors, whether they came in a 200 answer or in the body of a 4xx (e.g. validation failures, 409). */
function errorEntries(error: unknown): readonly ErrorEntry[] {
  if (!isApolloError(error)) return [];
  if (error.graphQLErrors.length > 0) return error.graphQLErrors;
  const result = (error.networkError as ServerError | null)?.result;
  if (result && typeof result === 'object' && Array.isArray(result.errors)) return result.errors as ErrorEntry[];
  return [];
}

/** The server's error code, e.g. CONFLICT or GRAPHQL_VALIDATION_FAILED. */
export function errorCode(error: unknown): string | undefined {
  const code = errorEntries(error)[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The input the server named in its answer (extensions.field), e.g. host, or `override` for an over-commit. */
export function errorField(error: unknown): string | undefined {
  const field = errorEntries(error)[0]?.extensions?.field;
  return typeof field === 'string' ? field : undefined;
}

/** The server's human message (e.g. "username: Username must be at least 3 characters"), else the error's own. */
export function serverMessage(error: unknown, fallback = DEFAULT_MESSAGE): string {
  const first = errorEntries(error)[0]?.message;
  if (first) return first;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The server refused a write made from stale data (optimistic concurrency): code CONFLICT, or HTTP 409. */
export function isConflict(error: unknown): boolean {
  if (errorCode(error) === 'CONFLICT') return true;
  return isApolloError(error) && (error.networkError as ServerError | null)?.statusCode === 409;
}
