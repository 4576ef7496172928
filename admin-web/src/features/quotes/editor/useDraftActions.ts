import { formatGBP } from '@shop/contracts';
import { useApolloClient, useMutation } from '@apollo/client';
import { App } from 'antd';
import { isConflict, serverMessage } from '@shop/web-common';
import {
  ADMIN_HIRE_QUOTES,
  HIRE_QUOTE_DESK,
  SAVE_HIRE_QUOTE_DRAFT,
  SEND_HIRE_QUOTE,
  type HireQuoteDesk,
} from '../../../graphql/quotes';
import { formValuesToInput, type DraftValues } from './draftForm';

const STALE =
  'Someone changed this quote while you were editing it. It has been reloaded as it is now: check it and make your changes again.';

/** Saving the desk's draft (with the version it was loaded at) and sending it, with their toasts. */
export function useDraftActions(quote: HireQuoteDesk) {
  const { modal, notification } = App.useApp();
  const client = useApolloClient();
  const [saveDraft, saving] = useMutation(SAVE_HIRE_QUOTE_DRAFT);
  // The row's status moves with the stage, so the list is asked again.
  const [sendQuote, sending] = useMutation(SEND_HIRE_QUOTE, { refetchQueries: [ADMIN_HIRE_QUOTES] });

  const reload = () => client.refetchQueries({ include: [HIRE_QUOTE_DESK] }).catch(() => undefined);

  async function save(values: DraftValues): Promise<void> {
    try {
      const { data } = await saveDraft({
        variables: { id: quote.id, input: formValuesToInput(values), expectedVersion: quote.version },
      });
      const total = data?.saveHireQuoteDraft.price.total;
      notification.success({
        message: 'Draft saved',
        description: total === undefined ? undefined : `Quote #${quote.id} now totals ${formatGBP(total)}`,
      });
    } catch (err) {
      if (isConflict(err)) {
        notification.error({ message: 'Quote changed meanwhile', description: STALE });
        await reload();
        return;
      }
      notification.error({ message: 'Failed to save the draft', description: serverMessage(err) });
    }
  }

  async function send(): Promise<void> {
    try {
      const { data } = await sendQuote({ variables: { id: quote.id } });
      const sent = data?.sendHireQuote.latestRevision;
      notification.success({
        message: 'Quote sent',
        description: sent ? `${sent.label} sent to ${quote.customerEmail}` : undefined,
      });
    } catch (err) {
      notification.error({ message: 'Failed to send the quote', description: serverMessage(err) });
      if (isConflict(err)) await reload();
    }
  }

  const confirmSend = () =>
    modal.confirm({
      title: `Send quote #${quote.id} to ${quote.customerEmail}?`,
      content: `${quote.number ? `It goes as the next revision of ${quote.number}` : 'It is numbered now'}, for ${formatGBP(quote.price.total)} including VAT. The customer is emailed a link to accept it.`,
      okText: 'Send quote',
      cancelText: 'Cancel',
      onOk: send,
    });

  return { save, saving: saving.loading, confirmSend, sending: sending.loading };
}
