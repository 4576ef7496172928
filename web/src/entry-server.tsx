/**
 * The shop's server renderer, built by Vite in SSR mode to dist-server/entry-server.cjs; the page service
 * (storefront/) renders the shop's pages with it (see @shop/contracts' page-rendering.ts and docs/storefront.md, "First load").
 */
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { getMarkupFromTree } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { StaticRouter } from 'react-router-dom/server';
import { App } from './App';
import { ShopProviders } from './ShopProviders';
import { BASKET_ID, ServerBasketContext, showsBasket, type ServerBasket } from './cart/serverBasket';
import { ME_QUERY } from './graphql/accounts';
import { CART_SESSION_MUTATION } from './graphql/cart';
import { DEFAULT_HEAD } from './head/headTags';
import type { PageRequest, RenderPage } from '@shop/contracts';
import { APOLLO_STATE_ID, PAGES_ID, dataBlock } from './ssr/dataBlocks';
import { gatewayLink } from './ssr/gatewayLink';
import { headHtml } from './ssr/headHtml';
import { renderToHtml } from './ssr/renderToHtml';
import { RenderPassContext, newRenderPass } from './ssr/renderPass';

/**
 * antd writes its styles as components render: extracted, they style the first paint. They go out as one plain
 * stylesheet, with antd's map of what it holds, so in the browser antd takes those styles as already loaded from a
 * file: it neither builds them again nor checks each style element against them for every component it hydrates.
 */
const antdStyles = (cache: ReturnType<typeof createCache>) => `<style>${extractStyle(cache, { plain: true })}</style>`;

/**
 * The visitor's basket as the page shows it: on the basket and checkout pages, for a visitor with a basket cookie or
 * a session, the basket session is asked for before rendering (as the browser would ask once started), so its lines
 * are in the page; its query then goes with the page's first round of operations. Asking fails quietly: the browser
 * asks again.
 */
async function serverBasket(request: PageRequest, pathname: string): Promise<ServerBasket> {
  const basket = { cookie: request.hasBasket, sessionId: null };
  if (!(request.hasBasket || request.signedIn) || !showsBasket(pathname)) return basket;
  try {
    const answer = await request.execute({ query: print(CART_SESSION_MUTATION), operationName: 'CartSession' });
    const session = (answer.data as { cartSession?: { sessionId?: unknown } } | null | undefined)?.cartSession;
    return { ...basket, sessionId: typeof session?.sessionId === 'string' ? session.sessionId : null };
  } catch {
    return basket;
  }
}

export const renderPage: RenderPage = async (request) => {
  let failedQuery = false;
  const client = new ApolloClient({
    ssrMode: true,
    // The cache lives for one render, where each answer is read only a few times: memoising those reads (Apollo's
    // result caching) cost more than it saved, about a sixth of a category page's render.
    cache: new InMemoryCache({ resultCaching: false }),
    link: gatewayLink(request, () => {
      failedQuery = true;
    }),
  });
  // Without a session the visitor is nobody: the page is told so rather than asking the API.
  if (!request.signedIn) client.writeQuery({ query: ME_QUERY, data: { me: null } });
  const { pathname } = new URL(request.url, request.origin);
  const basket = await serverBasket(request, pathname);
  let pass = newRenderPass();
  let styles = createCache();

  // Apollo renders until no query is left waiting for its answer; the last pass, with every answer in, is the page.
  const html = await getMarkupFromTree({
    tree: (
      <ShopProviders client={client}>
        <ServerBasketContext.Provider value={basket}>
          <StaticRouter location={request.url}>
            <App />
          </StaticRouter>
        </ServerBasketContext.Provider>
      </ShopProviders>
    ),
    renderFunction: (tree) => {
      pass = newRenderPass();
      styles = createCache();
      return renderToHtml(
        <RenderPassContext.Provider value={pass}>
          <StyleProvider cache={styles}>{tree}</StyleProvider>
        </RenderPassContext.Provider>,
        request.signal,
      );
    },
  });

  if (pass.redirect) return { redirect: pass.redirect };
  const head = pass.head ?? DEFAULT_HEAD;
  const pages = [...pass.pages];
  return {
    html,
    head: headHtml(head, request.origin, pathname) + antdStyles(styles),
    status: head.notFound ? 404 : 200,
    // Apollo's cache keeps no errors, so a page showing one could not be reproduced in the browser to hydrate:
    // without its data the browser renders it afresh.
    data: failedQuery
      ? ''
      : dataBlock(APOLLO_STATE_ID, client.extract()) + dataBlock(PAGES_ID, pages) + dataBlock(BASKET_ID, basket),
    pages,
    personal: pass.personal,
  };
};
