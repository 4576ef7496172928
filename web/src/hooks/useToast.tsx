import { notification } from 'antd';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface Toast {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
}

type Notifications = ReturnType<typeof notification.useNotification>[0];

const NotificationsContext = createContext<Notifications | null>(null);

/**
 * antd's notifications, themed by the ConfigProvider around them: one toast at a time, shown for 5 seconds. Its own
 * hook rather than antd's App, which would bring the code of modals and messages the shop never shows.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [notifications, holder] = notification.useNotification({ maxCount: 1, duration: 5 });
  return (
    <NotificationsContext.Provider value={notifications}>
      {holder}
      {children}
    </NotificationsContext.Provider>
  );
}

/** Title + description toasts. */
export function useToast(): Toast {
  const notifications = useContext(NotificationsContext);
  if (!notifications) throw new Error('useToast must be used inside ToastProvider');
  return useMemo(
    () => ({
      success: (title, description) =>
        notifications.success({ message: title, description, props: { 'data-testid': 'toast' } as object }),
      error: (title, description) =>
        notifications.error({ message: title, description, props: { 'data-testid': 'toast' } as object }),
    }),
    [notifications],
  );
}
