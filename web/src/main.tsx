// First: zod must be told not to compile before any schema is built.
import './noEval';
import { ApolloProvider } from '@apollo/client';
import { createApolloClient } from '@shop/web-common';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import './styles.css';
import './pages.css';

// Old links used hash routes (/#/product/x); turn them into clean paths before the router reads the URL.
if (window.location.hash.startsWith('#/')) {
  window.history.replaceState(null, '', window.location.hash.slice(1));
}

const apolloClient = createApolloClient();

// One toast at a time, shown for 5 seconds.
const toastConfig = { maxCount: 1, duration: 5 };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <ConfigProvider locale={enGB} theme={{ token: { colorPrimary: '#1d4ed8' } }}>
        <AntApp message={toastConfig} notification={toastConfig}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </AntApp>
      </ConfigProvider>
    </ApolloProvider>
  </StrictMode>,
);
