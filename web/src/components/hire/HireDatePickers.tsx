import dayjs from 'dayjs';
import { DatePicker, Space } from 'antd';
import { endDisabler, isPastDay, type HireDates } from '../../hire/hireDates';
import { useBusyDays } from '../../hire/useBusyDays';

const FORMAT = 'DD/MM/YYYY';

interface HireDatePickersProps {
  value: HireDates;
  onChange(dates: HireDates): void;
  /** With a slug, days on which `quantity` units are not free are disabled. */
  slug?: string;
  quantity?: number;
}

/**
 * Start and end of a hire: past days disabled, the end never before the start, and for a hire item
 * the days it is short: no start on a busy day, no end past the first busy day after the start
 * (the hire would run through it; the return day itself is not needed).
 */
export function HireDatePickers({ value, onChange, slug, quantity = 1 }: HireDatePickersProps) {
  const starts = useBusyDays(slug, quantity, value.start ?? dayjs());
  const ends = useBusyDays(slug, quantity, value.end ?? value.start ?? dayjs());
  const blockedFrom = value.start ? ends.firstBusyFrom(value.start) : null;
  return (
    <Space wrap>
      <DatePicker
        value={value.start}
        format={FORMAT}
        disabledDate={(day) => isPastDay(day) || starts.isBusy(day)}
        onOpenChange={(open) => open && starts.showMonth(value.start ?? dayjs())}
        onPanelChange={(shown) => starts.showMonth(shown)}
        onChange={(start) => onChange({ ...value, start })}
        aria-label="Start date"
        placeholder="Start date"
        data-testid="hire-start-date"
      />
      <DatePicker
        value={value.end}
        format={FORMAT}
        disabledDate={(day) =>
          endDisabler(value.start)(day) || (blockedFrom !== null && day.format('YYYY-MM-DD') > blockedFrom)
        }
        onOpenChange={(open) => open && ends.showMonth(value.end ?? value.start ?? dayjs())}
        onPanelChange={(shown) => ends.showMonth(shown)}
        onChange={(end) => onChange({ ...value, end })}
        aria-label="End date"
        placeholder="End date"
        data-testid="hire-end-date"
      />
    </Space>
  );
}
