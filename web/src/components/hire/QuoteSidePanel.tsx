import type { HireBasketLine } from '@shop/contracts';
import type { HireDates } from '../../hire/hireDates';
import { periodHire } from '../../hire/hireFormat';
import { ButtonLink } from '../ButtonLink';
import { EmptyState } from '../ui/EmptyState';
import { Panel } from '../ui/Panel';
import { AvailabilityNote } from './AvailabilityNote';

interface QuoteSidePanelProps {
  lines: HireBasketLine[];
  /** One product preselected (?productId=) rather than the basket. */
  preselected: boolean;
  dates: HireDates;
}

/** What the quote is for, each line with how many are free over the chosen dates. */
export function QuoteSidePanel({ lines, preselected, dates }: QuoteSidePanelProps) {
  return (
    <Panel title={preselected ? 'Selected Equipment' : 'Your Hire Basket'} testId="hire-quote-lines">
      {lines.length === 0 ? (
        <EmptyState description="Your hire basket is empty" testId="hire-quote-empty">
          <ButtonLink to="/hire" variant="primary">
            Browse Hire Equipment
          </ButtonLink>
        </EmptyState>
      ) : (
        <ul className="hire-quote-lines">
          {lines.map((line) => (
            <li key={line.product.id} data-testid="hire-quote-line">
              <div className="cart-line-name">{line.product.name}</div>
              <div className="muted">
                Qty: {line.quantity} · {periodHire(line.hirePeriod)}
              </div>
              <AvailabilityNote slug={line.product.slug} dates={dates} quantity={line.quantity} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
