import { ApolloProvider, type ApolloClient } from '@apollo/client';
import { ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { ToastProvider } from './hooks/useToast';

const theme = { token: { colorPrimary: '#1d4ed8' } };

/** What every render of the shop sits in, in the browser and on the server alike (so the two renders match). */
export function ShopProviders({ client, children }: { client: ApolloClient<unknown>; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ConfigProvider locale={enGB} theme={theme}>
        <ToastProvider>{children}</ToastProvider>
      </ConfigProvider>
    </ApolloProvider>
  );
}
