// First: zod must be told not to compile before any schema is built.
import './noEval';
import { createApolloClient } from '@shop/web-common';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { ServerBasketContext } from './cart/serverBasket';
import { holdEarlyEvents } from './earlyEvents';
import { ShopProviders } from './ShopProviders';
import { nextTask } from './nextTask';
import { preloadPages } from './pages/lazyPage';
import { HYDRATION_RECOVERED, readServerRender } from './ssr/serverRender';

// Old links used hash routes (/#/product/x); turn them into clean paths before the router reads the URL. The
// server rendered the page without the hash, so such a page is rendered afresh rather than hydrated.
const legacyHashRoute = window.location.hash.startsWith('#/');
if (legacyHashRoute) window.history.replaceState(null, '', window.location.hash.slice(1));

const container = document.getElementById('root')!;
const server = legacyHashRoute ? null : readServerRender();
const app = (client: ReturnType<typeof createApolloClient>) => (
  <StrictMode>
    <ShopProviders client={client}>
      <ServerBasketContext.Provider value={server?.basket ?? null}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ServerBasketContext.Provider>
    </ShopProviders>
  </StrictMode>
);

if (server) {
  // The pages the server rendered load first, so the first render matches its HTML instead of suspending.
  void preloadPages(server.pages)
    // Restoring the server's cache is a task of its own rather than part of the one that evaluated the pages.
    .then(nextTask)
    .then(() => {
      const client = createApolloClient(server.apolloState);
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
      // for the whole page; a click on a part not hydrated yet hydrates that part first.
      // What the shopper did before now is replayed once the page has hydrated (HydratedMark).
      holdEarlyEvents();
      startTransition(() => {
        hydrateRoot(container, app(client), {
          // React recovers by rendering that part in the browser (e.g. after a click that came before it hydrated).
          onRecoverableError: (error) => console.warn(`${HYDRATION_RECOVERED}:`, error),
        });
      });
    });
} else {
  // A page rendered afresh replaces the server's elements, so what was done to them is dropped.
  holdEarlyEvents();
  createRoot(container).render(app(createApolloClient()));
}
