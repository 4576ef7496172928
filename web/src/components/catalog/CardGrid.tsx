import type { ReactNode } from 'react';

/**
 * Listing cards in one to four columns as the screen widens (a CSS grid, see .card-grid): antd's Row and Col would
 * do the same through a breakpoint hook in every column as the page hydrates.
 */
export function CardGrid({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div className="card-grid" data-testid={testId}>
      {children}
    </div>
  );
}
