import { useQuery } from '@apollo/client';
import { availableForDates, moreThanAvailable } from '@shop/contracts';
import { HIRE_AVAILABILITY_QUERY } from '../../graphql/hire';
import { availabilityRange, type HireDates } from '../../hire/hireDates';
import { Notice } from '../ui/Notice';

interface AvailabilityNoteProps {
  slug: string | undefined;
  dates: HireDates;
  /** How many the shopper wants: a warning shows when more than are free. */
  quantity: number;
}

/** "N available for your dates" for one hire product, and the warning when the shopper asks for more. */
export function AvailabilityNote({ slug, dates, quantity }: AvailabilityNoteProps) {
  const range = availabilityRange(dates);
  const { data } = useQuery(HIRE_AVAILABILITY_QUERY, {
    variables: { slug: slug ?? '', start: range?.start ?? '', end: range?.end ?? '' },
    // Nothing to ask without complete dates; lines saved before slugs were kept cannot be looked up.
    skip: !slug || !range,
    // Approved hires change what is free: ask afresh rather than trust an old answer.
    fetchPolicy: 'cache-and-network',
  });
  const available = range ? data?.hireAvailability.available : undefined;
  if (available === undefined) return null;
  return (
    <div className="availability-note">
      <span className={available > 0 ? 'text-success' : 'text-danger'} data-testid="hire-availability">
        {availableForDates(available)}
      </span>
      {quantity > available && (
        <Notice type="warning" message={moreThanAvailable(quantity, available)} testId="hire-shortfall" />
      )}
    </div>
  );
}
