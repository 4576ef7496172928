import { DatePicker, Space } from 'antd';
import { endDisabler, isPastDay, type HireDates } from '../../hire/hireDates';

const FORMAT = 'DD/MM/YYYY';

/** Start and end of a hire: past days disabled, and the end never before the start. */
export function HireDatePickers({ value, onChange }: { value: HireDates; onChange(dates: HireDates): void }) {
  return (
    <Space wrap>
      <DatePicker
        value={value.start}
        format={FORMAT}
        disabledDate={isPastDay}
        onChange={(start) => onChange({ ...value, start })}
        aria-label="Start date"
        placeholder="Start date"
        data-testid="hire-start-date"
      />
      <DatePicker
        value={value.end}
        format={FORMAT}
        disabledDate={endDisabler(value.start)}
        onChange={(end) => onChange({ ...value, end })}
        aria-label="End date"
        placeholder="End date"
        data-testid="hire-end-date"
      />
    </Space>
  );
}
