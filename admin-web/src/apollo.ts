import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

// Same origin as the gateway: the httpOnly session cookie travels with every request.
export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
  cache: new InMemoryCache(),
});
