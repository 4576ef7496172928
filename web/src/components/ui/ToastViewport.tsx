import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';

/** How far right a toast is dragged before letting go dismisses it (storefront 9). */
export const SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the toasts (storefront 9). */
const FOCUS_KEY = 'F8';

/**
 * The region the toasts show in: F8 anywhere moves focus into it (and a screen reader names it so); it is at most
 * 420 px wide on medium screens and up (ui.css).
 */
export function ToastViewport({ children }: { children: ReactNode }) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== FOCUS_KEY) return;
      event.preventDefault();
      region.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <section ref={region} className="toast-viewport" aria-label={`Notifications (${FOCUS_KEY})`} tabIndex={-1}>
      {children}
    </section>
  );
}

/**
 * Dragging a toast right by SWIPE_THRESHOLD_PX or more dismisses it; less, and it springs back. Returns the props
 * for the toast's element.
 */
export function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const end = (event: PointerEvent<HTMLElement>) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    setOffset(0);
    if (moved >= SWIPE_THRESHOLD_PX) onDismiss();
  };
  return {
    style: offset > 0 ? { transform: `translateX(${offset}px)`, transition: 'none' } : undefined,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // A press on the close button is a click, not the start of a swipe.
      if (event.target instanceof Element && event.target.closest('button')) return;
      start.current = event.clientX;
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
    },
    onPointerUp: end,
    onPointerLeave: end,
    onPointerCancel: () => {
      start.current = null;
      setOffset(0);
    },
  };
}
