import { existsSync } from 'node:fs';
import type { Request, Response } from 'express';
import { inSpan, type Logger } from '@shop/kit';
import { CART_COOKIE, SESSION_COOKIE, type RenderPage } from '@shop/contracts';
import { apiClient, visitorOf } from './api-client';
import type { StorefrontConfig } from './config';
import { cookieNames } from './cookie-names';
import { PageTemplate } from './page-template';

/** A page rendered on the server, or where it sent the visitor instead. */
export type ServerPage = { status: number; html: string; personal: boolean } | { redirect: string };

/** Renders the shop's page for a request; null sends the plain index.html instead (rendered in the browser). */
export type PageRenderer = (req: Request, res: Response) => Promise<ServerPage | null>;

/** The shop's server renderer: its pages, and the readiness check that it is loaded. */
export interface ShopRenderer {
  page: PageRenderer;
  /** Resolves once a built renderer is loaded (at once when none is built); rejects when it could not be. */
  loaded: () => Promise<void>;
}

interface Renderer {
  render: RenderPage;
  template: PageTemplate;
}

const timeout = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

/**
 * Renders the shop's pages on the server, so the first screen is readable before the shop's JavaScript runs.
 * The page's GraphQL operations go to the API as the visitor (their cookies). Without a built renderer, or when a
 * render fails or is slow, the visitor gets the plain shell (null). The renderer is loaded as the service starts, and
 * its loading is not counted in a page's time: a new process's first visitors get their pages rendered too.
 */
export function shopRenderer(
  config: Pick<StorefrontConfig, 'WEB_DIST' | 'WEB_SSR_ENTRY' | 'SSR_TIMEOUT_MS' | 'GATEWAY_URL' | 'PAGES_SECRET'>,
  originOf: (req: Request) => string,
  logger: Logger,
): ShopRenderer {
  const { WEB_DIST: webDist, WEB_SSR_ENTRY: entry, SSR_TIMEOUT_MS: timeoutMs } = config;
  const execute = apiClient(config.GATEWAY_URL, config.PAGES_SECRET);
  let renderer: Promise<Renderer> | undefined;
  // A missing build is looked for again on the next page: the apps may be built after the page service starts.
  const load = () => {
    if (!renderer && existsSync(entry)) {
      renderer = import(entry).then((bundle: { renderPage: RenderPage }) => ({
        render: bundle.renderPage,
        template: new PageTemplate(webDist),
      }));
      renderer.catch((err: unknown) => logger.error({ err, entry }, 'the shop server renderer could not be loaded'));
    }
    return renderer;
  };
  load();

  const page: PageRenderer = async (req, res) => {
    const loading = load();
    if (!loading) return null;
    const visitor = visitorOf(req, (cookie) => res.append('set-cookie', cookie));
    const cookies = cookieNames(req.headers);
    try {
      const { render, template } = await loading;
      const deadline = AbortSignal.timeout(timeoutMs);
      // Its API calls are the render's children in the visitor's trace.
      const rendered = await inSpan('render page', { 'url.path': req.path }, () =>
        Promise.race([
          render({
            url: req.originalUrl,
            origin: originOf(req),
            signedIn: cookies.includes(SESSION_COOKIE),
            hasBasket: cookies.includes(CART_COOKIE),
            signal: deadline,
            execute: (request) => execute(request, visitor, deadline),
          }),
          timeout(deadline),
        ]),
      );
      if ('redirect' in rendered) return rendered;
      return { status: rendered.status, html: template.fill(rendered), personal: rendered.personal === true };
    } catch (err) {
      req.log.warn({ err, url: req.originalUrl }, 'server rendering failed: sending the plain shell');
      return null;
    }
  };
  return {
    page,
    loaded: async () => {
      await load();
    },
  };
}
