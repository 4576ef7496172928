import { useMutation } from '@apollo/client';
import { App, Button, Form, Input, InputNumber } from 'antd';
import { formatGBP, recordTransferRefundSchema } from '@shop/contracts';
import { serverMessage, zodRule } from '@shop/web-common';
import { ADMIN_ORDERS, RECORD_TRANSFER_REFUND } from '../../graphql/orders';
import { ADMIN_RETURNS } from '../../graphql/returns';
import { showServerFieldError } from '../../lib/serverFieldError';

interface Values {
  amount: number;
  reference: string;
}

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
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [record, { loading }] = useMutation(RECORD_TRANSFER_REFUND, { refetchQueries: [ADMIN_ORDERS, ADMIN_RETURNS] });

  const submit = async (values: Values) => {
    try {
      await record({ variables: { id: orderId, returnId, ...values } });
      notification.success({
        message: `Refund of ${formatGBP(values.amount)} recorded`,
        description: returnId ? `Return ${returnId} is refunded.` : `Order #${orderId}'s transfer is refunded.`,
      });
      onDone?.();
    } catch (err) {
      showServerFieldError(form, values, err);
      notification.error({ message: 'Failed to record the refund', description: serverMessage(err) });
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="inline"
      initialValues={{ amount: due, reference: '' }}
      onFinish={submit}
      data-testid="transfer-refund-form"
    >
      <Form.Item name="amount" label="Amount sent (£)" rules={rules.amount}>
        <InputNumber step={0.01} max={due} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="reference" label="Your reference" rules={rules.reference}>
        <Input placeholder="Bank statement line" style={{ width: 200 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={loading} data-testid="record-refund-sent">
        Record refund sent
      </Button>
    </Form>
  );
}
