import { formatDayMonthYear, formatGBP } from '@shop/contracts';
import { Descriptions } from 'antd';
import type { HireSettlement } from '../../../graphql/hireFloor';

const money = (testId: string, amount: number) => <span data-testid={testId}>{formatGBP(amount)}</span>;

/** How a completed booking was settled: its charges, taken from the deposit first, and the refund. */
export function SettlementSummary({ settlement }: { settlement: HireSettlement }) {
  return (
    <Descriptions
      data-testid="booking-settlement"
      title={`Settled on ${formatDayMonthYear(settlement.at)}`}
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'damage', label: 'Damage and loss', children: money('settlement-damage', settlement.damage) },
        {
          key: 'waived',
          label: 'Covered by the damage waiver',
          children: money('settlement-waived', settlement.waived),
        },
        { key: 'late', label: 'Late return', children: money('settlement-late', settlement.late) },
        { key: 'charges', label: 'Charges', children: money('settlement-charges', settlement.charges) },
        { key: 'held', label: 'Deposit held', children: money('settlement-deposit-held', settlement.depositHeld) },
        { key: 'used', label: 'Deposit used', children: money('settlement-deposit-used', settlement.depositUsed) },
        { key: 'refund', label: 'Refund', children: money('settlement-refund', settlement.refund) },
        { key: 'owed', label: 'Still owed', children: money('settlement-owed', settlement.owed) },
      ]}
    />
  );
}
