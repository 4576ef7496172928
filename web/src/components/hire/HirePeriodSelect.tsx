import { isHirePeriod, type HirePeriod } from '@shop/contracts';
import { HIRE_PERIOD_OPTIONS } from '../../hire/hireFormat';

interface HirePeriodSelectProps {
  value: HirePeriod;
  onChange(period: HirePeriod): void;
  disabled?: boolean;
  /** Names which product's period it sets, for screen readers. */
  label?: string;
}

/**
 * The browser's own select (styled as antd's): a shopper can choose a period before the page's code has run, and the
 * app takes the choice on once it runs (earlyEvents.ts).
 */
export function HirePeriodSelect({ value, onChange, disabled, label = 'Hire period' }: HirePeriodSelectProps) {
  return (
    <select
      className="native-select"
      value={value}
      onChange={(event) => {
        if (isHirePeriod(event.target.value)) onChange(event.target.value);
      }}
      disabled={disabled}
      aria-label={label}
      data-testid="hire-period"
    >
      {HIRE_PERIOD_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
