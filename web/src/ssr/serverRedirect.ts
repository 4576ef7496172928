import { createContext, useContext } from 'react';

/** On the server: where a page sent the visitor instead of showing itself, once one has said so. */
export interface ServerRedirect {
  location: string | null;
}

export const ServerRedirectContext = createContext<ServerRedirect | null>(null);

/**
 * On the server, answers the request with a redirect to `location` (302) rather than the page; in the browser it does
 * nothing, the page navigating itself. A page rendered on the server runs no effects, so it cannot navigate.
 */
export function useServerRedirect(location: string | null): void {
  const server = useContext(ServerRedirectContext);
  if (server && location) server.location = location;
}
