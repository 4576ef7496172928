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
    // In a task of its own, after React's commit: parts of the page hydrate apart (each listing card, see
    // HydratesApart), and an event on a part not hydrated yet makes React hydrate it first, which it can do only
    // outside its own work. Sent from within this effect, a click on a card that had not hydrated was dropped.
    const replay = setTimeout(replayEarlyEvents, 0);
    return () => clearTimeout(replay);
  }, []);
  return null;
}
