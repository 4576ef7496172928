import { CheckCircleFilled, CloseCircleFilled, CloseOutlined } from '@ant-design/icons';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ToastViewport, useSwipeToDismiss } from '../components/ui/ToastViewport';

export interface Toast {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
}

interface ShownToast {
  id: number;
  kind: 'success' | 'error';
  title: string;
  description?: string;
}

const SHOWN_FOR_MS = 5000;

const ToastContext = createContext<Toast | null>(null);

function ToastCard({ toast, onClose }: { toast: ShownToast; onClose(): void }) {
  const swipe = useSwipeToDismiss(onClose);
  return (
    <div
      className={`toast toast-${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      {...swipe}
    >
      <span className="toast-icon">{toast.kind === 'error' ? <CloseCircleFilled /> : <CheckCircleFilled />}</span>
      <div>
        <div className="toast-title">{toast.title}</div>
        {toast.description && <div>{toast.description}</div>}
      </div>
      <button type="button" className="toast-close" aria-label="Close" onClick={onClose}>
        <CloseOutlined />
      </button>
    </div>
  );
}

/**
 * Title + description toasts, drawn as antd's notifications: one at a time (a new one replaces it), each shown for
 * 5 seconds, closed by its button or a swipe to the right, reached with F8 (storefront 9). Plain markup, so that
 * every page can toast without loading antd.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownToast | null>(null);

  const toast = useMemo<Toast>(() => {
    let lastId = 0;
    const show = (kind: ShownToast['kind']) => (title: string, description?: string) =>
      setShown({ id: ++lastId, kind, title, description });
    return { success: show('success'), error: show('error') };
  }, []);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <ToastContext.Provider value={toast}>
      {children}
      <ToastViewport>
        {shown && <ToastCard key={shown.id} toast={shown} onClose={() => setShown(null)} />}
      </ToastViewport>
    </ToastContext.Provider>
  );
}

/** Title + description toasts. */
export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside ToastProvider');
  return toast;
}
