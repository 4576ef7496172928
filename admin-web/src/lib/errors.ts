import { ApolloError } from '@apollo/client';

/** The human message of a failed call: the first GraphQL error's message, else the error's own, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApolloError) {
    const first = error.graphQLErrors[0]?.message;
    if (first) return first;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
