import { useEffect, type RefObject } from 'react';

/**
 * Closes an open popup on a press outside `root` or on Escape. Escape also puts focus back on `root`'s button, where the
 * keyboard was before the popup opened.
 */
export function useDismiss(root: RefObject<HTMLElement>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      root.current?.querySelector<HTMLElement>('button')?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [root, open, close]);
}
