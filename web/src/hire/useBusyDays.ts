import { useApolloClient } from '@apollo/client';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { HIRE_DAY_AVAILABILITY_QUERY } from '../graphql/hire';
import { endDisabler, isPastDay, type HireDates } from './hireDates';

const DAY = 'YYYY-MM-DD';

/** A hire item and how many of it are wanted; lines saved before slugs were kept have none and ask nothing. */
export interface DayNeed {
  slug: string | undefined;
  quantity: number;
}

/** What is asked: the month and each item with its quantity, as one key (a change of any asks afresh). */
const askKey = (month: string, needs: readonly DayNeed[]) =>
  JSON.stringify({ month, needs: needs.flatMap(({ slug, quantity }) => (slug ? [{ slug, quantity }] : [])) });

/**
 * The days of the month a date picker shows on which some item is not free in the quantity wanted
 * (YYYY-MM-DD): one month of days per item, asked afresh as the shopper moves from month to month.
 * Only an open picker shows them, so they are asked in the browser and the server's render does not
 * wait for them; until they answer, and if asking fails, no day is busy.
 */
export function useBusyDays(needs: readonly DayNeed[], shown: Dayjs) {
  const client = useApolloClient();
  const [month, setMonth] = useState(() => shown.format('YYYY-MM'));
  const key = askKey(month, needs);
  const [answer, setAnswer] = useState<{ key: string; busy: string[] }>({ key: '', busy: [] });

  useEffect(() => {
    const asked = JSON.parse(key) as { month: string; needs: Array<{ slug: string; quantity: number }> };
    if (asked.needs.length === 0) return;
    let current = true;
    Promise.all(
      asked.needs.map(({ slug, quantity }) =>
        client.query({
          query: HIRE_DAY_AVAILABILITY_QUERY,
          variables: { slug, month: asked.month, quantity },
          // Approved hires change what is free: ask afresh rather than trust an old answer.
          fetchPolicy: 'network-only',
        }),
      ),
    ).then(
      (answers) => {
        const busy = answers.flatMap(({ data }) =>
          data.hireDayAvailability.days.filter((d) => !d.free).map((d) => d.day),
        );
        if (current) setAnswer({ key, busy: [...new Set(busy)].sort() });
      },
      () => undefined, // a picker that cannot ask disables no day
    );
    return () => {
      current = false;
    };
  }, [client, key]);

  const busy = answer.key === key ? answer.busy : [];
  return {
    isBusy: (day: Dayjs) => busy.includes(day.format(DAY)),
    /** The first busy day from `day` on, within the month asked about. */
    firstBusyFrom: (day: Dayjs) => busy.find((busyDay) => busyDay >= day.format(DAY)) ?? null,
    /** Pass to the picker's onPanelChange: the month it now shows. */
    showMonth: (shownDay: Dayjs) => setMonth(shownDay.format('YYYY-MM')),
  };
}

/**
 * The start and end pickers' day rules for a hire of these items: past days disabled, no start on a
 * busy day, and no end before the start or past the first busy day after it (the hire would run
 * through it; the return day itself is not needed). Spread each onto its DatePicker.
 */
export function useHireDayPickers(needs: readonly DayNeed[], dates: HireDates) {
  const starts = useBusyDays(needs, dates.start ?? dayjs());
  const ends = useBusyDays(needs, dates.end ?? dates.start ?? dayjs());
  const blockedFrom = dates.start ? ends.firstBusyFrom(dates.start) : null;
  return {
    start: {
      disabledDate: (day: Dayjs) => isPastDay(day) || starts.isBusy(day),
      onOpenChange: (open: boolean) => {
        if (open) starts.showMonth(dates.start ?? dayjs());
      },
      onPanelChange: (shown: Dayjs) => starts.showMonth(shown),
    },
    end: {
      disabledDate: (day: Dayjs) =>
        endDisabler(dates.start)(day) || (blockedFrom !== null && day.format(DAY) > blockedFrom),
      onOpenChange: (open: boolean) => {
        if (open) ends.showMonth(dates.end ?? dates.start ?? dayjs());
      },
      onPanelChange: (shown: Dayjs) => ends.showMonth(shown),
    },
  };
}
