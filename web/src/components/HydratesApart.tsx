import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own. The page hydrates as a transition, but React commits each
 * Suspense boundary in one go: a boundary of its own lets a part (a listing card, a section below the first screen)
 * hydrate in short tasks after the rest, and a tap on it before then hydrates it first. Nothing inside suspends, so
 * there is no fallback to show.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
