/**
 * What the shop's server bundle (web/src/entry-server.tsx, built to web/dist-server) offers the page service
 * (storefront/), which renders the shop's pages with it. Plain types and constants only.
 */

/** One GraphQL operation as the API executes it, and its answer with errors already formatted. */
export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface PageRequest {
  /** Path and query of the page, e.g. /product/x?tab=specs. */
  url: string;
  /** Where the shop is served from, e.g. https://shop.example; canonical links and Open Graph URLs are absolute. */
  origin: string;
  /**
   * Whether the visitor carries a session cookie. Without one they are nobody, and the page knows it without asking
   * the API (the slowest of a page's operations, as it goes on to the accounts service).
   */
  signedIn: boolean;
  /**
   * Whether the visitor carries a basket cookie. The pages that show the basket's lines (the basket, checkout) ask
   * for it as they render, as for a signed-in visitor; the browser then knows there is one to load, even when its own
   * storage has forgotten it.
   */
  hasBasket: boolean;
  /** Runs an operation as the visitor (their cookies) on the API, as their browser would. */
  execute: (request: GraphQLRequest) => Promise<GraphQLAnswer>;
  /** Aborted when the page service stops waiting: the render gives up instead of finishing for no one. */
  signal: AbortSignal;
}

export interface RenderedPage {
  /** The markup of #root, hydrated by the browser. */
  html: string;
  /** Tags for <head>: title, description, canonical, Open Graph, structured data, and the antd styles. */
  head: string;
  /** 404 for pages that show "not found", else 200. */
  status: number;
  /** The data the browser hydrates with, as JSON data blocks (never executed) to follow #root. */
  data: string;
  /** The lazily loaded pages rendered (src/pages/{name}.tsx), whose chunks the browser loads before hydrating. */
  pages: string[];
  /**
   * The page shows a customer's own data to whoever holds its link (a quote's page, opened by the token its email
   * carries): sent `Cache-Control: private, no-store` and never kept in the page cache, whatever cookies came.
   */
  personal?: boolean;
}

/** A page that sent the visitor elsewhere (a signed-in page asked for while signed out): answered with a 302. */
export interface RedirectedPage {
  redirect: string;
}

export type RenderPage = (request: PageRequest) => Promise<RenderedPage | RedirectedPage>;

/**
 * The id of the JSON data block, after #root, listing the scripts the page hydrates with (the app's and its pages'
 * chunks), which the browser starts fetching once the page has painted (boot.ts).
 */
export const PAGE_SCRIPTS_ID = '__SSR_SCRIPTS__';
