import { Tag } from 'antd';
import { quoteStatusColour, quoteStatusLabel } from '@shop/web-common';

export function QuoteStatusTag({ status }: { status: string }) {
  return (
    <Tag color={quoteStatusColour(status)} data-testid="quote-status" data-status={status}>
      {quoteStatusLabel(status)}
    </Tag>
  );
}
