/** The parts of a click the decision reads; a DOM MouseEvent has them all. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The parts of a link the decision reads; an HTMLAnchorElement has them (`href` is already absolute). */
export interface LinkElement {
  href: string;
  hasAttribute(name: string): boolean;
}

export interface PageLocation {
  origin: string;
  pathname: string;
  search: string;
}

/**
 * Opt-out marker: a link carrying it always gets a full page load. It plays the part of the original app's
 * data-wouter marker (storefront spec 2).
 */
export const NO_SPA_ATTRIBUTE = 'data-no-spa';

// Each of these asks the browser for something a router cannot do (new tab, file save, a stated relationship).
const BROWSER_ATTRIBUTES = ['target', 'download', 'rel', NO_SPA_ATTRIBUTE];

// URL.canParse is too recent for some browsers the shop still serves.
function parseUrl(href: string): URL | null {
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The path to navigate to in-app for a click on a plain link, or null to leave the click to the browser: another
 * origin, a modified or non-left click, one already handled, an opted-out link, a path the app does not own
 * (`serverPaths`, e.g. the API or another app on the same origin) or a jump within the current page.
 */
export function inAppPath(
  click: LinkClick,
  link: LinkElement,
  location: PageLocation,
  serverPaths: readonly string[] = [],
): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (BROWSER_ATTRIBUTES.some((name) => link.hasAttribute(name))) return null;
  const url = parseUrl(link.href);
  if (!url || url.origin !== location.origin) return null;
  if (serverPaths.some((prefix) => isUnder(url.pathname, prefix))) return null;
  // The browser scrolls to an anchor on the same page without reloading it.
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
