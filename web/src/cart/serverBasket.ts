import { createContext } from 'react';

/**
 * What the server knew of the visitor's basket as it rendered the page: whether they carry its cookie, and on the
 * pages that show the basket's lines, the session it asked for (so the lines are in the page and the browser starts
 * from the same basket instead of asking again). Null on the plain shell.
 */
export interface ServerBasket {
  /** The visitor carries a basket cookie: the browser asks for its basket even when its own storage has forgotten. */
  cookie: boolean;
  /** The basket session the server asked for, on the pages that show the basket; else null. */
  sessionId: string | null;
}

export const ServerBasketContext = createContext<ServerBasket | null>(null);

/** The id of the data block, after #root, holding the ServerBasket. */
export const BASKET_ID = '__SSR_BASKET__';

/** The pages that show the basket's lines, by path (as the router matches them: any case, a trailing slash too). */
const BASKET_PAGES = new Set(['/cart', '/checkout']);

export const showsBasket = (pathname: string): boolean =>
  BASKET_PAGES.has(pathname.toLowerCase().replace(/(.)\/+$/, '$1'));
