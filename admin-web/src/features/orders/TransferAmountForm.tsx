import { App, Button, Form, Input, InputNumber, type FormRule } from 'antd';
import { serverMessage } from '@shop/web-common';
import { showServerFieldError } from '../../lib/serverFieldError';

export interface TransferValues {
  amount: number;
  reference: string;
}

interface Props {
  testId: string;
  amountLabel: string;
  submitLabel: string;
  submitTestId: string;
  initialAmount: number;
  /** The most the amount may be, when the server refuses more. */
  maxAmount?: number;
  rules: Record<keyof TransferValues, FormRule[]>;
  loading: boolean;
  /** Records the transfer and answers the notification that says so. */
  record: (values: TransferValues) => Promise<{ message: string; description?: string }>;
  failureMessage: string;
}

/**
 * A bank transfer the admin records, received or sent back: the amount and their own reference (a bank statement
 * line). A refused save puts the server's message under its field.
 */
export function TransferAmountForm(props: Props) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<TransferValues>();

  const submit = async (values: TransferValues) => {
    try {
      notification.success(await props.record(values));
    } catch (err) {
      showServerFieldError(form, values, err);
      notification.error({ message: props.failureMessage, description: serverMessage(err) });
    }
  };

  return (
    <Form<TransferValues>
      form={form}
      layout="inline"
      initialValues={{ amount: props.initialAmount, reference: '' }}
      onFinish={submit}
      data-testid={props.testId}
    >
      <Form.Item name="amount" label={props.amountLabel} rules={props.rules.amount}>
        <InputNumber step={0.01} max={props.maxAmount} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="reference" label="Your reference" rules={props.rules.reference}>
        <Input placeholder="Bank statement line" style={{ width: 200 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={props.loading} data-testid={props.submitTestId}>
        {props.submitLabel}
      </Button>
    </Form>
  );
}
