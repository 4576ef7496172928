import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

// Same origin as the gateway; credentials carry the httpOnly session cookie.
export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
  cache: new InMemoryCache(),
});
