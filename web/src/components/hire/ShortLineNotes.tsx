import { useQuery } from '@apollo/client';
import { shortLineNote, type HireBasketLine } from '@shop/contracts';
import { HIRE_AVAILABILITY_QUERY } from '../../graphql/hire';
import { availabilityRange, type HireDates } from '../../hire/hireDates';
import { Notice } from '../ui/Notice';

interface ShortLineProps {
  line: HireBasketLine;
  range: { start: string; end: string };
}

/** One line's note when fewer of it are free than wanted over the range; nothing otherwise. */
function ShortLine({ line, range }: ShortLineProps) {
  // The same question as the side panel's availability note asks, so the two share one answer.
  const { data } = useQuery(HIRE_AVAILABILITY_QUERY, {
    variables: { slug: line.product.slug ?? '', ...range },
    skip: !line.product.slug,
    fetchPolicy: 'cache-and-network',
  });
  const free = data?.hireAvailability.available;
  const note =
    free === undefined ? null : shortLineNote({ name: line.product.name, wanted: line.quantity, free }, range);
  return note && <Notice type="warning" message={note} testId="hire-short-line" />;
}

/**
 * Under the quote form's dates: each line short of units for the chosen range, by name. The request
 * can still be sent (the desk may source more units); the note says what the desk will be asked for.
 */
export function ShortLineNotes({ lines, dates }: { lines: readonly HireBasketLine[]; dates: HireDates }) {
  const range = availabilityRange(dates);
  if (!range) return null;
  return (
    <div className="hire-short-lines" aria-live="polite" data-testid="hire-short-lines">
      {lines.map((line) => (
        <ShortLine key={line.product.id} line={line} range={range} />
      ))}
    </div>
  );
}
