import { quoteStatusColour, quoteStatusLabel } from '@shop/web-common';
import { Tag } from 'antd';

export function HireQuoteStatusBadge({ status }: { status: string }) {
  return (
    <Tag color={quoteStatusColour(status)} data-testid="quote-status">
      {quoteStatusLabel(status)}
    </Tag>
  );
}
