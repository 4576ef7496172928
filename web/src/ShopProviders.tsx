import { ApolloProvider, type ApolloClient } from '@apollo/client';
import { IconProvider } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { ToastProvider } from './hooks/useToast';

const ICONS = { zeroRuntime: true };

/**
 * What every render of the shop sits in, in the browser and on the server alike (so the two renders match). antd's
 * theme is not here but around the parts drawn with antd (AntdTheme). The icons' styles are in ui.css rather than
 * injected by the first icon to mount: an injected style sheet restyles the whole page as it hydrates.
 */
export function ShopProviders({ client, children }: { client: ApolloClient<unknown>; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <IconProvider value={ICONS}>
        <ToastProvider>{children}</ToastProvider>
      </IconProvider>
    </ApolloProvider>
  );
}
