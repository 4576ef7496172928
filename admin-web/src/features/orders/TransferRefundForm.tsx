import { useMutation } from '@apollo/client';
import { formatGBP, recordTransferRefundSchema } from '@shop/contracts';
import { zodRule } from '@shop/web-common';
import { ADMIN_ORDERS, RECORD_TRANSFER_REFUND } from '../../graphql/orders';
import { ADMIN_RETURNS } from '../../graphql/returns';
import { TransferAmountForm } from './TransferAmountForm';

const rules = {
  amount: [zodRule(recordTransferRefundSchema.shape.amount, { requiredMessage: 'Amount is required' })],
  reference: [zodRule(recordTransferRefundSchema.shape.reference)],
};

interface Props {
  orderId: number;
  /** The received return refunded; null for a cancelled or refunded order's whole transfer. */
  returnId: string | null;
  /** What is due back (GBP): the amount's default, never exceeded. */
  due: number;
  onDone?: () => void;
}

/**
 * The admin records a bank-transfer order's refund sent back by the shop's own transfer: the amount (what is due,
 * unless less was sent) and their reference. A return so refunded becomes refunded; payments issues the credit note.
 */
export function TransferRefundForm({ orderId, returnId, due, onDone }: Props) {
  const [record, { loading }] = useMutation(RECORD_TRANSFER_REFUND, { refetchQueries: [ADMIN_ORDERS, ADMIN_RETURNS] });
  return (
    <TransferAmountForm
      testId="transfer-refund-form"
      amountLabel="Amount sent (£)"
      submitLabel="Record refund sent"
      submitTestId="record-refund-sent"
      initialAmount={due}
      maxAmount={due}
      rules={rules}
      loading={loading}
      failureMessage="Failed to record the refund"
      record={async (values) => {
        await record({ variables: { id: orderId, returnId, ...values } });
        onDone?.();
        return {
          message: `Refund of ${formatGBP(values.amount)} recorded`,
          description: returnId ? `Return ${returnId} is refunded.` : `Order #${orderId}'s transfer is refunded.`,
        };
      }}
    />
  );
}
