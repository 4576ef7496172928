import { Children, Suspense, type ReactNode } from 'react';

/**
 * Listing cards in one to four columns as the screen widens (a CSS grid, see .card-grid): antd's Row and Col would
 * do the same through a breakpoint hook in every column as the page hydrates. Each card is a Suspense boundary of
 * its own, so React hydrates and commits a server-rendered listing card by card, in short tasks, rather than all
 * its cards in one commit. Nothing in a card suspends, so the fallback is never shown.
 */
export function CardGrid({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div className="card-grid" data-testid={testId}>
      {Children.map(children, (card) => (
        <Suspense fallback={null}>{card}</Suspense>
      ))}
    </div>
  );
}
