import { existsSync } from 'node:fs';
import type { Request, Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { Logger } from '@shop/kit';
import type { RenderPage } from '@shop/contracts';
import type { GatewayConfig } from './config';
import { buildContext, type GatewayContext } from './context';
import { PageTemplate } from './ssr-template';
import type { PageRenderer } from './static';

interface Renderer {
  render: RenderPage;
  template: PageTemplate;
}

const timeout = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

/**
 * Renders the shop's pages on the server, so the first screen is readable before the shop's JavaScript runs.
 * The page's GraphQL operations run on this gateway as the visitor (their cookies, the catalogue cache). Without a
 * built renderer, or when a render fails or is slow, the visitor gets the plain shell (null).
 */
export function shopPages(
  config: Pick<GatewayConfig, 'WEB_DIST' | 'WEB_SSR_ENTRY' | 'SSR_TIMEOUT_MS' | 'PUBLIC_URL'>,
  server: ApolloServer<GatewayContext>,
  logger: Logger,
): PageRenderer {
  const { WEB_DIST: webDist, WEB_SSR_ENTRY: entry, SSR_TIMEOUT_MS: timeoutMs, PUBLIC_URL: publicUrl } = config;
  let renderer: Promise<Renderer> | undefined;
  // Loaded on first use, not at start-up: the apps may be built after the gateway starts (a missing build is looked
  // for again on the next page).
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

  return async (req: Request, res: Response) => {
    const loading = load();
    if (!loading) return null;
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      const { render, template } = await loading;
      const page = await Promise.race([
        render({
          url: req.originalUrl,
          origin: publicUrl ?? `${req.protocol}://${req.get('host')}`,
          signal: deadline,
          execute: async (request) => {
            const response = await server.executeOperation(request, { contextValue: buildContext(req, res) });
            if (response.body.kind !== 'single') throw new Error('Unexpected incremental response');
            return response.body.singleResult;
          },
        }),
        timeout(deadline),
      ]);
      if ('redirect' in page) return page;
      return { status: page.status, html: template.fill(page) };
    } catch (err) {
      req.log.warn({ err, url: req.originalUrl }, 'server rendering failed: sending the plain shell');
      return null;
    }
  };
}
