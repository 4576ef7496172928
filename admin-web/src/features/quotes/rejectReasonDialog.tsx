import { HIRE_DESK_TEXT_MAX } from '@shop/contracts';
import { Input, type ModalFuncProps } from 'antd';

type Confirm = (props: ModalFuncProps) => unknown;

/**
 * Asks the desk why it is rejecting a quote request (optional): the customer reads the reason on their quote and in
 * the rejection email. Cancelling leaves the status as it was.
 */
export function askRejectReason(confirm: Confirm, id: number, reject: (reason: string | null) => Promise<void>) {
  // The dialog's content is rendered outside this component tree, so the typed text is kept here, not in state.
  let reason = '';
  confirm({
    title: `Reject quote #${id}?`,
    content: (
      <Input.TextArea
        aria-label="Reason for the customer (optional)"
        placeholder="Reason for the customer (optional)"
        data-testid="reject-reason"
        rows={3}
        maxLength={HIRE_DESK_TEXT_MAX.reason}
        showCount
        onChange={(e) => (reason = e.target.value)}
      />
    ),
    okText: 'Reject',
    okButtonProps: { danger: true },
    cancelText: 'Cancel',
    onOk: () => reject(reason.trim() || null),
  });
}
