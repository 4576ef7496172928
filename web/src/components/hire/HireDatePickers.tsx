import { DateField } from '@shop/web-common';
import { Space } from 'antd';
import type { HireDates } from '../../hire/hireDates';
import { useHireDayPickers, type DayNeed } from '../../hire/useBusyDays';

const FORMAT = 'DD/MM/YYYY';
const NO_NEEDS: DayNeed[] = [];

interface HireDatePickersProps {
  value: HireDates;
  onChange(dates: HireDates): void;
  /** The items and quantities wanted: days on which one of them is short are disabled. */
  needs?: readonly DayNeed[];
}

/**
 * Start and end of a hire, with the days the wanted items are short disabled (useHireDayPickers); Enter in either
 * confirms the typed date (DateField).
 */
export function HireDatePickers({ value, onChange, needs = NO_NEEDS }: HireDatePickersProps) {
  const pickers = useHireDayPickers(needs, value);
  return (
    <Space wrap>
      <DateField
        {...pickers.start}
        value={value.start}
        format={FORMAT}
        onChange={(start) => onChange({ ...value, start })}
        aria-label="Start date"
        placeholder="Start date"
        data-testid="hire-start-date"
      />
      <DateField
        {...pickers.end}
        value={value.end}
        format={FORMAT}
        onChange={(end) => onChange({ ...value, end })}
        aria-label="End date"
        placeholder="End date"
        data-testid="hire-end-date"
      />
    </Space>
  );
}
