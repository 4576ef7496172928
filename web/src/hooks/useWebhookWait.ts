import { useEffect, useRef, useState } from 'react';

/** How often the page asks again while it waits. */
const POLL_MS = 1_500;
/** How long a page back from Stripe's waits for the webhook before saying so. */
export const PAYMENT_WAIT_MS = 60_000;

export interface Polling {
  startPolling: (ms: number) => void;
  stopPolling: () => void;
}

/**
 * Asks the page's query again every moment while `awaited` (something on its way by webhook or event), for a minute
 * at most. Answers whether that minute ran out while it is still awaited.
 */
export function useWebhookWait(awaited: boolean, polling: Polling): boolean {
  const [late, setLate] = useState(false);
  const waiting = awaited && !late;
  // The latest functions, so a new render does not restart the wait.
  const poll = useRef(polling);
  poll.current = polling;
  useEffect(() => {
    if (!waiting) return undefined;
    poll.current.startPolling(POLL_MS);
    const timer = setTimeout(() => setLate(true), PAYMENT_WAIT_MS);
    return () => {
      clearTimeout(timer);
      poll.current.stopPolling();
    };
  }, [waiting]);
  return awaited && late;
}
