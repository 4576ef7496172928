import type { ReactNode } from 'react';

interface PanelProps {
  title?: ReactNode;
  /** Beside the title, at its end (antd's Card `extra`). */
  extra?: ReactNode;
  /** A row of actions along the bottom (antd's Card `actions`). */
  actions?: ReactNode;
  className?: string;
  testId?: string;
  children?: ReactNode;
}

/** A bordered box with an optional title bar (antd's Card), for the pages that load without antd. */
export function Panel({ title, extra, actions, className, testId, children }: PanelProps) {
  return (
    <section
      className={['panel', actions && 'panel-with-actions', className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      {(title || extra) && (
        <div className="panel-title">
          <div className="panel-title-text">{title}</div>
          {extra}
        </div>
      )}
      {children}
      {actions && <div className="panel-actions">{actions}</div>}
    </section>
  );
}
