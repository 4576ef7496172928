import { App } from 'antd';

interface ConfirmDeleteOptions {
  title: string;
  content?: string;
  /** Runs when the admin confirms; the dialog shows a spinner until it settles. */
  onConfirm: () => Promise<unknown>;
}

/** One confirm-before-delete dialog for every screen, so wording and button style stay consistent. */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  return ({ title, content, onConfirm }: ConfirmDeleteOptions) => {
    modal.confirm({
      title,
      content,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        // Failures are reported by the caller's toast; swallow so the dialog still closes.
        await onConfirm().catch(() => undefined);
      },
    });
  };
}
