import { Tag } from 'antd';
import type { HireUnitState } from '@shop/contracts';

const STATES: Record<HireUnitState, { label: string; colour: string }> = {
  available: { label: 'Available', colour: 'green' },
  out: { label: 'Out', colour: 'cyan' },
  'in-repair': { label: 'In repair', colour: 'orange' },
  retired: { label: 'Retired', colour: 'default' },
};

/** A unit's state as the desk reads it. */
export function UnitStateTag({ state }: { state: string }) {
  const known = STATES[state as HireUnitState];
  return (
    <Tag color={known?.colour} data-testid="unit-state">
      {known?.label ?? state}
    </Tag>
  );
}
