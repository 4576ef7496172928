import { useQuery } from '@apollo/client';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { HIRE_DAY_AVAILABILITY_QUERY } from '../graphql/hire';

const DAY = 'YYYY-MM-DD';

/**
 * The days of the month a date picker shows on which `quantity` units of a hire item are not free
 * (YYYY-MM-DD), asked afresh as the shopper moves from month to month. Nothing is asked without a
 * slug (lines saved before slugs were kept).
 */
export function useBusyDays(slug: string | undefined, quantity: number, shown: Dayjs) {
  const [month, setMonth] = useState(() => shown.format('YYYY-MM'));
  const { data } = useQuery(HIRE_DAY_AVAILABILITY_QUERY, {
    variables: { slug: slug ?? '', month, quantity },
    skip: !slug,
    // Only an open picker shows them: the server-rendered page does not wait for them.
    ssr: false,
    fetchPolicy: 'cache-and-network',
  });
  const busy = new Set((data?.hireDayAvailability.days ?? []).filter((d) => !d.free).map((d) => d.day));
  return {
    isBusy: (day: Dayjs) => busy.has(day.format(DAY)),
    /** The first busy day from `day` on, within the month asked about. */
    firstBusyFrom: (day: Dayjs) => [...busy].sort().find((busyDay) => busyDay >= day.format(DAY)) ?? null,
    /** Pass to the picker's onPanelChange: the month it now shows. */
    showMonth: (shownDay: Dayjs) => setMonth(shownDay.format('YYYY-MM')),
  };
}
