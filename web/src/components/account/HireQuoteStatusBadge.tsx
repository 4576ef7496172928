import { Tag } from 'antd';

/** Pending yellow, approved green, rejected red, completed blue; any other status grey. */
const COLOURS: Record<string, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  completed: 'blue',
};

export function HireQuoteStatusBadge({ status }: { status: string }) {
  return (
    <Tag color={COLOURS[status] ?? 'default'} data-testid="quote-status">
      {status[0].toUpperCase() + status.slice(1)}
    </Tag>
  );
}
