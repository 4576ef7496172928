import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `pauseMs`: a search box asks once per pause in typing, not per key. */
export function usePaused<T>(value: T, pauseMs: number): T {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), pauseMs);
    return () => clearTimeout(timer);
  }, [value, pauseMs]);
  return paused;
}
