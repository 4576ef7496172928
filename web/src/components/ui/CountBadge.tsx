import type { ReactNode } from 'react';

/** A count in a red bubble on the corner of an icon (antd's Badge with showZero). */
export function CountBadge({ count, testId, children }: { count: number; testId?: string; children: ReactNode }) {
  return (
    <span className="count-badge">
      {children}
      <span className="count-badge-count" data-testid={testId}>
        {count}
      </span>
    </span>
  );
}
