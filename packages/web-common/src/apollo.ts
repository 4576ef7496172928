import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The apps are served by the gateway: same origin, and credentials carry the httpOnly session cookie. */
export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache(),
  });
}
