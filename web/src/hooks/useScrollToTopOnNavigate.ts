import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Each page opened by a link starts at its top, not where the previous one was scrolled to; going
 * back or forward leaves the browser's own restoration alone.
 */
export function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // Block body: Chromium's scrollTo returns a promise, which React would take for an effect cleanup.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
