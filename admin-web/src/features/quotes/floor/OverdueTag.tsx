import { formatDayMonthYear, formatGBP } from '@shop/contracts';
import { Tag, Tooltip } from 'antd';

/** A booking flagged overdue: a red tag with the late charge so far. */
export function OverdueTag({ floor }: { floor: { overdueSince?: string | null; lateCharge: number } | null }) {
  if (!floor?.overdueSince) return null;
  return (
    <Tooltip title={`Flagged overdue on ${formatDayMonthYear(floor.overdueSince)}`}>
      <Tag color="red" data-testid="booking-overdue">
        Overdue · late charge {formatGBP(floor.lateCharge)}
      </Tag>
    </Tooltip>
  );
}
