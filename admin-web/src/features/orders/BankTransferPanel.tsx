import { useMutation } from '@apollo/client';
import { App, Button, Descriptions, Form, Input, InputNumber, Space } from 'antd';
import { formatDayMonthYear, formatGBP, formatShortDate, recordBankTransferSchema } from '@shop/contracts';
import { serverMessage, zodRule } from '@shop/web-common';
import { ADMIN_ORDERS, RECORD_BANK_TRANSFER, type OrderDetail } from '../../graphql/orders';
import { showServerFieldError } from '../../lib/serverFieldError';
import { TransferRefundForm } from './TransferRefundForm';

interface Values {
  amount: number;
  reference: string;
}

const rules = {
  amount: [zodRule(recordBankTransferSchema.shape.amount)],
  reference: [zodRule(recordBankTransferSchema.shape.reference)],
};

/** The admin records the transfer received: the amount (checked against the total) and their own reference. */
function MarkReceivedForm({ order }: { order: OrderDetail }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [record, { loading }] = useMutation(RECORD_BANK_TRANSFER, { refetchQueries: [ADMIN_ORDERS] });

  const submit = async (values: Values) => {
    try {
      await record({ variables: { id: order.id, ...values } });
      notification.success({ message: `Transfer recorded: order #${order.id} is processing` });
    } catch (err) {
      showServerFieldError(form, values, err);
      notification.error({ message: 'Failed to record the transfer', description: serverMessage(err) });
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="inline"
      initialValues={{ amount: order.total, reference: '' }}
      onFinish={submit}
      data-testid="bank-transfer-form"
    >
      <Form.Item name="amount" label="Amount received (£)" rules={rules.amount}>
        <InputNumber step={0.01} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="reference" label="Your reference" rules={rules.reference}>
        <Input placeholder="Bank statement line" style={{ width: 200 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={loading} data-testid="mark-transfer-received">
        Mark transfer received
      </Button>
    </Form>
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
