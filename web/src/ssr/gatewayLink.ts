import { ApolloLink, Observable, type FetchResult } from '@apollo/client';
import { print } from 'graphql';
import type { PageRequest } from '@shop/contracts';

/**
 * Runs the page's operations on the API, as the visitor. `onFailure` hears of every answer with errors
 * (and every operation that could not run).
 */
export function gatewayLink({ execute, signal }: PageRequest, onFailure: () => void): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        if (signal.aborted) {
          onFailure();
          observer.error(signal.reason);
          return;
        }
        const { query, variables, operationName } = operation;
        execute({ query: print(query), variables, operationName })
          .then((answer) => {
            if (answer.errors?.length) onFailure();
            observer.next(answer as FetchResult);
            observer.complete();
          })
          .catch((error: unknown) => {
            onFailure();
            observer.error(error);
          });
      }),
  );
}
