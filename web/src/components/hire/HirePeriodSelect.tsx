import type { HirePeriod } from '@shop/contracts';
import { Select } from 'antd';
import { HIRE_PERIOD_OPTIONS } from '../../hire/hireFormat';

interface HirePeriodSelectProps {
  value: HirePeriod;
  onChange(period: HirePeriod): void;
  disabled?: boolean;
  /** Names which product's period it sets, for screen readers. */
  label?: string;
}

export function HirePeriodSelect({ value, onChange, disabled, label = 'Hire period' }: HirePeriodSelectProps) {
  return (
    <Select<HirePeriod>
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={HIRE_PERIOD_OPTIONS}
      aria-label={label}
      data-testid="hire-period"
      style={{ minWidth: 120 }}
    />
  );
}
