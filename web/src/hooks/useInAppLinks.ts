import { inAppPath } from '@shop/web-common';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Paths on this origin that the gateway serves itself rather than the shop: the API and the admin app. */
const SERVER_PATHS = ['/api', '/graphql', '/admin'];

/**
 * Turns clicks on plain same-origin `<a href>` links (news content, information pages) into router navigation
 * instead of a full page load. Router `<Link>`s prevent the default themselves, so they pass through untouched; add
 * `data-no-spa` to a link that must load the page (see inAppPath for the rest of the rules). Install it once.
 */
export function useInAppLinks(): void {
  const navigate = useNavigate();

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = inAppPath(event, anchor, window.location, SERVER_PATHS);
      if (path === null) return;
      event.preventDefault();
      navigate(path);
    }
    // Bubble phase on the document: React's own handlers (and <Link>'s preventDefault) have run by then.
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
