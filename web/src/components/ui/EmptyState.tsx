import { InboxOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  description: ReactNode;
  testId?: string;
  /** What to do instead, under the description (antd's Empty with children). */
  children?: ReactNode;
}

/** "Nothing here" with a muted icon (antd's Empty). */
export function EmptyState({ description, testId, children }: EmptyStateProps) {
  return (
    <div className="empty-state" data-testid={testId}>
      <InboxOutlined className="empty-state-icon" />
      <div>{description}</div>
      {children && <div className="empty-state-footer">{children}</div>}
    </div>
  );
}
