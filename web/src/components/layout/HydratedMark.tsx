import { useEffect } from 'react';

/**
 * Marks the document (`<html data-hydrated>`) once the page's content runs in the browser, hydrated or rendered
 * afresh: until then a server-rendered page reads well but its buttons do nothing. The browser tests wait for it.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
