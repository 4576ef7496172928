import type { NormalizedCacheObject } from '@apollo/client';
import { BASKET_ID, type ServerBasket } from '../cart/serverBasket';
import { APOLLO_STATE_ID, PAGES_ID } from './dataBlocks';

export interface ServerRender {
  apolloState: NormalizedCacheObject;
  pages: string[];
  basket: ServerBasket | null;
}

const readJson = (id: string): unknown => {
  const block = document.getElementById(id);
  return block?.textContent ? JSON.parse(block.textContent) : null;
};

/** What the server rendered this page with, or null when it sent the plain shell (or a page the browser redoes). */
export function readServerRender(): ServerRender | null {
  const apolloState = readJson(APOLLO_STATE_ID) as NormalizedCacheObject | null;
  if (!apolloState) return null;
  return {
    apolloState,
    pages: (readJson(PAGES_ID) as string[] | null) ?? [],
    basket: readJson(BASKET_ID) as ServerBasket | null,
  };
}

/** How the shop reports a part of a server-rendered page that React rendered afresh instead of hydrating. */
export const HYDRATION_RECOVERED = 'Hydration recovered';
