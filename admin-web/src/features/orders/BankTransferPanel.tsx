import { useMutation } from '@apollo/client';
import { Descriptions, Space } from 'antd';
import { formatDayMonthYear, formatGBP, formatShortDate, recordBankTransferSchema } from '@shop/contracts';
import { zodRule } from '@shop/web-common';
import { ADMIN_ORDERS, RECORD_BANK_TRANSFER, type OrderDetail } from '../../graphql/orders';
import { TransferAmountForm } from './TransferAmountForm';
import { TransferRefundForm } from './TransferRefundForm';

const rules = {
  amount: [zodRule(recordBankTransferSchema.shape.amount)],
  reference: [zodRule(recordBankTransferSchema.shape.reference)],
};

/** The admin records the transfer received: the amount (checked against the total) and their own reference. */
function MarkReceivedForm({ order }: { order: OrderDetail }) {
  const [record, { loading }] = useMutation(RECORD_BANK_TRANSFER, { refetchQueries: [ADMIN_ORDERS] });
  return (
    <TransferAmountForm
      testId="bank-transfer-form"
      amountLabel="Amount received (£)"
      submitLabel="Mark transfer received"
      submitTestId="mark-transfer-received"
      initialAmount={order.total}
      rules={rules}
      loading={loading}
      failureMessage="Failed to record the transfer"
      record={async (values) => {
        await record({ variables: { id: order.id, ...values } });
        return { message: `Transfer recorded: order #${order.id} is processing` };
      }}
    />
  );
}

/**
 * An order paid by bank transfer: where the customer was told to pay, the transfer once received, and once the order
 * is cancelled or refunded, the refund the shop sends back by transfer.
 */
export function BankTransferPanel({ order }: { order: OrderDetail }) {
  const transfer = order.bankTransfer;
  if (!transfer) return null;
  const waiting = order.status === 'pending' && order.paymentState === 'awaiting-payment';
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="order-bank-transfer">
      <Descriptions
        title="Bank transfer"
        size="small"
        bordered
        column={1}
        items={[
          { key: 'reference', label: 'Reference', children: transfer.reference },
          {
            key: 'account',
            label: 'Paid to',
            children: `${transfer.accountName}, ${transfer.sortCode}, ${transfer.accountNumber}`,
          },
          ...(transfer.payBy && !transfer.receivedAt
            ? [{ key: 'payBy', label: 'Held until', children: formatDayMonthYear(transfer.payBy) }]
            : []),
          ...(transfer.receivedAt
            ? [
                {
                  key: 'received',
                  label: 'Received',
                  children: `${formatGBP(transfer.received ?? 0)} on ${formatShortDate(transfer.receivedAt)} (${transfer.receivedReference})`,
                },
              ]
            : []),
        ]}
      />
      {waiting && <MarkReceivedForm order={order} />}
      {transfer.refundDue !== null && transfer.refundDue !== undefined && (
        <TransferRefundForm orderId={order.id} returnId={null} due={transfer.refundDue} />
      )}
    </Space>
  );
}
