import { InboxOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** "Nothing here" with a muted icon (antd's Empty). */
export function EmptyState({ description, testId }: { description: ReactNode; testId?: string }) {
  return (
    <div className="empty-state" data-testid={testId}>
      <InboxOutlined className="empty-state-icon" />
      <div>{description}</div>
    </div>
  );
}
