// First: zod must be told not to compile before any schema is built.
import './noEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { createApolloClient } from '@shop/web-common';
import { AdminGuard } from './components/AdminGuard';
import { AdminDashboard } from './AdminDashboard';

const apolloClient = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={enGB}>
      {/* AntApp gives every screen context-aware toasts and confirm dialogs via App.useApp(). */}
      <AntApp>
        <ApolloProvider client={apolloClient}>
          <BrowserRouter basename="/admin" future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
            <AdminGuard>
              <AdminDashboard />
            </AdminGuard>
          </BrowserRouter>
        </ApolloProvider>
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
);
