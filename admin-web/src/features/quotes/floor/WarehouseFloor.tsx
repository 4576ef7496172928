import { formatDayMonthYear } from '@shop/contracts';
import { Divider, Space, Typography } from 'antd';
import type { HireFloor } from '../../../graphql/hireFloor';
import type { HireQuoteStage } from '../../../graphql/quotes';
import { DispatchPanel } from './DispatchPanel';
import { ReturnPanel } from './ReturnPanel';
import { SettlementSummary } from './SettlementSummary';

/** The hour on the UK clock, wherever the desk's machine is set to. */
const ukTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });

/** A booking on the warehouse floor: dispatch while it is confirmed, return while units are out, then the settlement. */
export function WarehouseFloor({
  quoteId,
  stage,
  floor,
}: {
  quoteId: number;
  stage: HireQuoteStage;
  floor: HireFloor;
}) {
  const out = floor.units.filter((u) => !u.returnedAt);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="warehouse-floor">
      <Divider orientation="left">Warehouse floor</Divider>
      {stage !== 'completed' && (
        <Typography.Text type="secondary" data-testid="due-back-by">
          Due back by {ukTime.format(new Date(floor.dueBackBy))} on {formatDayMonthYear(floor.dueBackBy)}
        </Typography.Text>
      )}
      {(stage === 'confirmed' || stage === 'out') && <DispatchPanel quoteId={quoteId} floor={floor} />}
      {out.length > 0 && <ReturnPanel quoteId={quoteId} units={out} />}
      {floor.settlement && <SettlementSummary settlement={floor.settlement} />}
    </Space>
  );
}
