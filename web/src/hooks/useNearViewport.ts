import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether an element has come within `margin` of the viewport, latched once it has: for parts below the first
 * screen whose code need not load until the visitor scrolls towards them. Returns the flag and a ref for the element.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [boolean, RefObject<T>] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: on a short page this fires while the page may still be hydrating, and an urgent update
        // then would make React drop the server's HTML of a part not hydrated yet (React error 421).
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [near, ref];
}
