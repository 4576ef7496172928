import { Children, type ReactNode } from 'react';
import { HydratesApart } from '../HydratesApart';

/**
 * Listing cards in one to four columns as the screen widens (a CSS grid, see .card-grid): antd's Row and Col would
 * do the same through a breakpoint hook in every column as the page hydrates. Each card hydrates apart, so a listing
 * of dozens is not hydrated in one commit.
 */
export function CardGrid({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div className="card-grid" data-testid={testId}>
      {Children.map(children, (card) => (
        <HydratesApart>{card}</HydratesApart>
      ))}
    </div>
  );
}
