import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client';
import { App } from 'antd';
import { errorField, isConflict, serverMessage } from '@shop/web-common';
import {
  ADMIN_HIRE_QUOTES,
  HIRE_QUOTE_DESK,
  UPDATE_HIRE_QUOTE_STATUS,
  type HireQuote,
  type HireQuoteStatus,
} from '../../graphql/quotes';
import { askRejectReason } from './rejectReasonDialog';

const FAILED = 'Failed to update quote status. Please try again.';

/**
 * The hire service refuses an approval that would promise more units than are free with CONFLICT and a message naming
 * each short product (its overcommitMessage). Other CONFLICTs (the quote changed meanwhile, a busy calendar) are not
 * something an override answers, so the message tells them apart.
 */
/** The desk's availability check refused the approval; the admin may confirm it anyway. */
const isOvercommit = (err: unknown) => isConflict(err) && errorField(err) === 'override';

/**
 * Sets a quote's status from the table, with the spec's toasts (admin 8). An approval that would over-commit is
 * offered again as a confirmed override, which the server records on the quote. Rejecting a request (not a booking,
 * which is cancelled instead) first asks for an optional reason for the customer.
 */
export function useQuoteStatusUpdate() {
  const { modal, notification } = App.useApp();
  const client = useApolloClient();
  const [updateStatus] = useMutation(UPDATE_HIRE_QUOTE_STATUS, {
    // An open quote's desk panel follows too: approving confirms a booking, leaving approved ends one.
    refetchQueries: [ADMIN_HIRE_QUOTES, HIRE_QUOTE_DESK],
    awaitRefetchQueries: true,
  });
  // The quote whose change is in flight, so only its row shows a spinner.
  const [updatingId, setUpdatingId] = useState<number | null>(null);

  const confirmOverride = (id: number, message: string) =>
    modal.confirm({
      title: `Approve quote #${id} anyway?`,
      content: message,
      okText: 'Approve anyway',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      // The dialog shows a spinner until the resend settles; send reports its own outcome.
      onOk: () => send(id, 'approved', true),
    });

  async function send(id: number, status: HireQuoteStatus, override: boolean, reason?: string | null): Promise<void> {
    setUpdatingId(id);
    try {
      await updateStatus({ variables: { id, status, override, reason } });
      notification.success({ message: 'Status updated', description: `Quote status has been updated to ${status}` });
    } catch (err) {
      if (status === 'approved' && !override && isOvercommit(err)) {
        confirmOverride(id, serverMessage(err));
        return;
      }
      notification.error({ message: 'Update failed', description: serverMessage(err, FAILED) });
      // The quote changed meanwhile: show it as it is now. A failed reload shows as the table's own error.
      if (isConflict(err)) await client.refetchQueries({ include: [ADMIN_HIRE_QUOTES] }).catch(() => undefined);
    } finally {
      setUpdatingId(null);
    }
  }

  const changeStatus = (quote: HireQuote, status: HireQuoteStatus) => {
    const isBooking = quote.status === 'approved' || quote.status === 'completed';
    if (status === 'rejected' && !isBooking) {
      askRejectReason(modal.confirm, quote.id, (reason) => send(quote.id, status, false, reason));
      return Promise.resolve();
    }
    return send(quote.id, status, false);
  };

  return { changeStatus, updatingId };
}
