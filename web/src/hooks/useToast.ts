import { App } from 'antd';
import { useMemo } from 'react';

export interface Toast {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
}

/** Title + description toasts through antd's App notification API (one at a time, see main.tsx). */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title, description) =>
        notification.success({ message: title, description, props: { 'data-testid': 'toast' } as object }),
      error: (title, description) =>
        notification.error({ message: title, description, props: { 'data-testid': 'toast' } as object }),
    }),
    [notification],
  );
}
