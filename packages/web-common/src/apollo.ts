import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';

/** Long enough for the first render to hydrate from the server's answers before any query goes back to the network. */
const SSR_FORCE_FETCH_DELAY_MS = 100;

/** What an operation's context may say beyond Apollo's own options. */
export interface OperationLimits {
  /** Give up on the answer after this long: the operation then fails as a network error. */
  timeoutMs?: number;
}

/** Applies `context.timeoutMs` by aborting the request when it runs out. */
const timeLimits = new ApolloLink((operation, forward) => {
  const { timeoutMs } = operation.getContext() as OperationLimits;
  if (timeoutMs) {
    operation.setContext(({ fetchOptions }: { fetchOptions?: RequestInit }) => ({
      fetchOptions: { ...fetchOptions, signal: AbortSignal.timeout(timeoutMs) },
    }));
  }
  return forward(operation);
});

/**
 * The apps are served by the gateway: same origin, and credentials carry the httpOnly session cookie.
 * `serverState` is the cache the server rendered the page with, when it did: the first render then shows the
 * same data, so it hydrates the server's HTML.
 */
export function createApolloClient(serverState?: NormalizedCacheObject) {
  return new ApolloClient({
    link: ApolloLink.from([timeLimits, new HttpLink({ uri: '/graphql', credentials: 'include' })]),
    cache: serverState ? new InMemoryCache().restore(serverState) : new InMemoryCache(),
    ssrForceFetchDelay: serverState ? SSR_FORCE_FETCH_DELAY_MS : undefined,
  });
}
