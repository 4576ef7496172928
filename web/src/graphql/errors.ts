import type { ApolloError, ServerError } from '@apollo/client';

interface ErrorEntry {
  message: string;
  extensions?: Record<string, unknown>;
}

/** GraphQL errors, whether they came in a 200 answer or in the body of a 4xx (e.g. validation failures). */
function errorEntries(error: ApolloError): readonly ErrorEntry[] {
  if (error.graphQLErrors.length > 0) return error.graphQLErrors;
  const result = (error.networkError as ServerError | null)?.result;
  if (result && typeof result === 'object' && Array.isArray(result.errors)) return result.errors as ErrorEntry[];
  return [];
}

export function errorCode(error: ApolloError | undefined): string | undefined {
  if (!error) return undefined;
  const code = errorEntries(error)[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The server's human message (e.g. "username: Username must be at least 3 characters"). */
export function serverMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'graphQLErrors' in error) {
    const first = errorEntries(error as ApolloError)[0];
    if (first) return first.message;
  }
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
