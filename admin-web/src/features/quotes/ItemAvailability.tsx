import { Tooltip, Typography } from 'antd';
import type { UnitsFree } from '../../graphql/quotes';

/** "N of M free" for the quote's dates, in the warning colour when the line asks for more than that. */
export function ItemAvailability({ quantity, free }: { quantity: number; free: UnitsFree | null | undefined }) {
  // The product has left the hire catalogue, so nothing is known about its units.
  if (!free) return <Typography.Text type="secondary">—</Typography.Text>;
  const short = quantity > free.available;
  const turnaround = `${free.turnaroundDays} ${free.turnaroundDays === 1 ? 'day' : 'days'}`;
  return (
    <Tooltip title={`${free.committed} held by approved hires; ${turnaround} turnaround between hires`}>
      <Typography.Text type={short ? 'warning' : undefined} strong={short} data-testid="item-availability">
        {free.available} of {free.stock} free
      </Typography.Text>
    </Tooltip>
  );
}
