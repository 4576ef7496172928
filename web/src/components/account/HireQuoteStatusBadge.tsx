import { quoteStatusColour, quoteStatusLabel } from '@shop/web-common';
import { Chip, chipColour } from '../Chip';

export function HireQuoteStatusBadge({ status }: { status: string }) {
  return (
    <Chip colour={chipColour(quoteStatusColour(status))} testId="quote-status">
      {quoteStatusLabel(status)}
    </Chip>
  );
}
