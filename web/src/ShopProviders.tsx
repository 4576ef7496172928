import { ApolloProvider, type ApolloClient } from '@apollo/client';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';

// One toast at a time, shown for 5 seconds.
const toastConfig = { maxCount: 1, duration: 5 };

/** What every render of the shop sits in, in the browser and on the server alike (so the two renders match). */
export function ShopProviders({ client, children }: { client: ApolloClient<unknown>; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ConfigProvider locale={enGB} theme={{ token: { colorPrimary: '#1d4ed8' } }}>
        <AntApp message={toastConfig} notification={toastConfig}>
          {children}
        </AntApp>
      </ConfigProvider>
    </ApolloProvider>
  );
}
