import { formatDayMonthYear } from '@shop/contracts';
import { Tag, Tooltip } from 'antd';
import type { HireQuote } from '../../graphql/quotes';

type Override = NonNullable<HireQuote['overcommitOverride']>;

/** Marks a quote approved although it promised more units than were free; the tooltip names what was short. */
export function OvercommitTag({ override }: { override: Override }) {
  const short = override.shortfalls.map((s) => `${s.name}: ${s.requested} requested, ${s.available} free`).join('; ');
  return (
    <Tooltip title={`Approved over availability on ${formatDayMonthYear(override.at)}. ${short}`}>
      <Tag color="orange" data-testid="quote-overcommit">
        Over-committed
      </Tag>
    </Tooltip>
  );
}
