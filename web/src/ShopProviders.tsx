import { ApolloProvider, type ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { ToastProvider } from './hooks/useToast';

/**
 * What every render of the shop sits in, in the browser and on the server alike (so the two renders match). antd's
 * theme is not here but around the parts drawn with antd (AntdTheme).
 */
export function ShopProviders({ client, children }: { client: ApolloClient<unknown>; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </ApolloProvider>
  );
}
