import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport, latched once it has: for parts below the first
 * screen whose code need not load until the visitor scrolls towards them. Returns the flag and a ref for the element.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [boolean, (element: T | null) => void] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return [near, setElement];
}
