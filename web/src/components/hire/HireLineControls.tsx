import type { HirePeriod } from '@shop/contracts';
import { Space } from 'antd';
import { hireQuantityLimit } from '../../hire/hireFormat';
import { QuantityStepper } from '../catalog/QuantityStepper';
import { HirePeriodSelect } from './HirePeriodSelect';

interface HireLineControlsProps {
  stock: number;
  quantity: number;
  period: HirePeriod;
  onQuantityChange(quantity: number): void;
  onPeriodChange(period: HirePeriod): void;
}

/** Quantity (1 to the stock; both steps disabled when none are owned) and hire period, before adding to the basket. */
export function HireLineControls({ stock, quantity, period, onQuantityChange, onPeriodChange }: HireLineControlsProps) {
  return (
    <Space wrap align="center">
      <QuantityStepper
        value={quantity}
        onChange={onQuantityChange}
        disabled={stock <= 0}
        max={hireQuantityLimit(stock)}
      />
      <HirePeriodSelect value={period} onChange={onPeriodChange} />
    </Space>
  );
}
