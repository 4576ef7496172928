import { createContext, useContext } from 'react';
import type { PageHeadProps } from '../head/headTags';

/**
 * On the server: what one render pass of a page hears from the components it renders. Each pass starts afresh
 * (Apollo renders until every query has answered), and the last one is the page. Null in the browser.
 */
export interface RenderPass {
  /** The page's head, as the last PageHead rendered says (the page's own, rendered after the layout). */
  head: PageHeadProps | null;
  /** The lazy pages shown (src/pages/{name}.tsx), whose chunks the browser loads before hydrating. */
  pages: Set<string>;
  /** Where the page sent the visitor instead of showing itself, answered with a 302. */
  redirect: string | null;
  /** The page shows a customer's own data (usePersonalPage). */
  personal: boolean;
}

export const RenderPassContext = createContext<RenderPass | null>(null);

export const newRenderPass = (): RenderPass => ({ head: null, pages: new Set(), redirect: null, personal: false });

/** The pass being rendered on the server; null in the browser. */
export const useRenderPass = (): RenderPass | null => useContext(RenderPassContext);

/**
 * On the server, answers the request with a redirect to `location` rather than the page; in the browser it does
 * nothing, the page navigating itself. A page rendered on the server runs no effects, so it cannot navigate.
 */
export function useServerRedirect(location: string | null): void {
  const pass = useRenderPass();
  if (pass && location) pass.redirect = location;
}

/**
 * On the server, says the page shows a customer's own data to whoever holds its link (a token in the address): the
 * page service sends it `private, no-store` and never keeps it in the page cache. In the browser it does nothing.
 */
export function usePersonalPage(): void {
  const pass = useRenderPass();
  if (pass) pass.personal = true;
}
