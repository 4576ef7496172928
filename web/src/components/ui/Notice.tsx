import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';

const ICONS = {
  error: <CloseCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  success: <CheckCircleFilled />,
};

interface NoticeProps {
  type: keyof typeof ICONS;
  message: ReactNode;
  description?: ReactNode;
  testId?: string;
}

/** A coloured message box with its icon (antd's Alert with showIcon); errors and warnings are announced. */
export function Notice({ type, message, description, testId }: NoticeProps) {
  const urgent = type === 'error' || type === 'warning';
  return (
    <div
      className={`notice notice-${type}${description ? ' notice-with-description' : ''}`}
      role={urgent ? 'alert' : 'status'}
      data-testid={testId}
    >
      <span className="notice-icon">{ICONS[type]}</span>
      <div className="notice-message">
        {description ? <div className="notice-title">{message}</div> : message}
        {description && <div className="notice-description">{description}</div>}
      </div>
    </div>
  );
}
