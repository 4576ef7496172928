import { useEffect } from 'react';
import { replayEarlyEvents } from '../../earlyEvents';

/**
 * Marks the document (`<html data-hydrated>`) once the page's content runs in the browser, hydrated or rendered
 * afresh: until then a server-rendered page reads well but its buttons do nothing. What the shopper did in that
 * time (clicks, submits, typing) is then done (earlyEvents.ts). The browser tests wait for the mark.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    replayEarlyEvents();
  }, []);
  return null;
}
