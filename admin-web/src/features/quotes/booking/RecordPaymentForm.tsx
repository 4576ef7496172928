import { useMutation } from '@apollo/client';
import { App, Button, Form, Input, InputNumber, Select } from 'antd';
import { HIRE_PAYMENT_KINDS, HIRE_PAYMENT_METHODS, hirePaymentSchema, formatGBP } from '@shop/contracts';
import { serverMessage, zodRule } from '@shop/web-common';
import { RECORD_HIRE_PAYMENT, type HirePaymentInput } from '../../../graphql/quotes';

export const PAYMENT_METHOD_LABELS: Record<(typeof HIRE_PAYMENT_METHODS)[number], string> = {
  card: 'Card',
  'bank-transfer': 'Bank transfer',
  paypal: 'PayPal',
};

const rules = {
  kind: [zodRule(hirePaymentSchema.shape.kind)],
  method: [zodRule(hirePaymentSchema.shape.method)],
  amount: [zodRule(hirePaymentSchema.shape.amount)],
};

const KIND_OPTIONS = HIRE_PAYMENT_KINDS.map((kind) => ({
  value: kind,
  label: kind === 'payment' ? 'Payment' : 'Refund',
}));
const METHOD_OPTIONS = HIRE_PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

/** Records a payment or refund taken elsewhere: no card data, only the method, amount and a reference. */
export function RecordPaymentForm({ quoteId }: { quoteId: number }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<HirePaymentInput>();
  const [record, { loading }] = useMutation(RECORD_HIRE_PAYMENT);

  const submit = async (values: HirePaymentInput) => {
    try {
      const { data } = await record({
        variables: { id: quoteId, input: { ...values, reference: values.reference?.trim() || null } },
      });
      form.resetFields();
      const balance = data?.recordHirePayment.booking?.balance;
      notification.success({
        message: `${values.kind === 'refund' ? 'Refund' : 'Payment'} recorded`,
        description: balance === undefined ? undefined : `Balance now ${formatGBP(balance)}`,
      });
    } catch (err) {
      notification.error({ message: 'Failed to record the payment', description: serverMessage(err) });
    }
  };

  return (
    <Form<HirePaymentInput>
      form={form}
      layout="inline"
      initialValues={{ kind: 'payment', method: 'bank-transfer' }}
      onFinish={submit}
      data-testid="record-payment-form"
    >
      <Form.Item name="kind" label="Kind" rules={rules.kind}>
        <Select options={KIND_OPTIONS} style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name="method" label="Method" rules={rules.method}>
        <Select options={METHOD_OPTIONS} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="amount" label="Amount (£)" rules={rules.amount}>
        <InputNumber min={0} step={0.01} precision={2} style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="reference" label="Reference">
        <Input maxLength={200} placeholder="e.g. bank reference" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={loading} data-testid="record-payment">
          Record
        </Button>
      </Form.Item>
    </Form>
  );
}
