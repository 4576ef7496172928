/**
 * Pages that show a customer's own data to whoever holds their link, by a token in the address: a sent quote's page
 * (`/hire/quotes/{id}?token=…`, the link its email carries), with the customer's name, address and prices. Such a page
 * is rendered for each request: never kept in the page cache nor answered from it, and sent `private, no-store`, so
 * no shared cache keeps it and a browser asks afresh each time (a quote just accepted no longer offers to accept),
 * whatever cookies the visitor has. The page says so itself too as it renders (RenderedPage.personal); the path
 * decides before any render, for the page cache's lookup and for the plain shell.
 */
const PERSONAL_PATHS: readonly RegExp[] = [/^\/hire\/quotes(\/|$)/];

export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** The path of a request's URL as the shop's router reads it: decoded, in any case, repeated slashes as one. */
function routedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the path as sent.
  }
  return decoded.toLowerCase().replace(/\/{2,}/g, '/');
}

/** Whether the page at `url` (path and query) shows a customer's own data to whoever holds its link. */
export function isPersonalPage(url: string): boolean {
  const path = routedPath(url);
  return PERSONAL_PATHS.some((pattern) => pattern.test(path));
}
