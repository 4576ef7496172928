import { useMutation, useQuery } from '@apollo/client';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Divider,
  Form,
  Input,
  InputNumber,
  Row,
  Skeleton,
  Switch,
  Typography,
} from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { DEFAULT_RETURN_RULES, RETURNS_ADDRESS_MAX, orderSettingsSchema } from '@shop/contracts';
import { serverMessage, zodRule } from '@shop/web-common';
import { ORDER_SETTINGS, SAVE_ORDER_SETTINGS, type OrderSettings } from '../../graphql/orders';
import { showServerFieldError } from '../../lib/serverFieldError';
import { BankDetailsFields } from './BankDetailsFields';

type Values = Omit<OrderSettings, '__typename'>;

const { shape } = orderSettingsSchema;
const rules = {
  bankTransferThreshold: [zodRule(shape.bankTransferThreshold)],
  bankTransferHoldDays: [zodRule(shape.bankTransferHoldDays)],
  returnWindowDays: [zodRule(shape.returnWindowDays)],
  returnsAddress: [zodRule(shape.returnsAddress, { optional: true })],
};

function OrderSettingsForm({ settings }: { settings: OrderSettings }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [save, { loading }] = useMutation(SAVE_ORDER_SETTINGS, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: ORDER_SETTINGS, data: { orderSettings: data.saveOrderSettings } });
    },
  });

  const submit = async (values: Values) => {
    try {
      await save({ variables: { input: values } });
      notification.success({ message: 'Order settings saved' });
    } catch (err) {
      showServerFieldError(form, values, err);
      notification.error({ message: 'Failed to save order settings', description: serverMessage(err) });
    }
  };

  const returnsAddress = Form.useWatch('returnsAddress', form);
  const returnWindowDays = Form.useWatch('returnWindowDays', form);
  const promised = DEFAULT_RETURN_RULES.returnWindowDays;
  const { __typename: _, ...initial } = settings;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      data-testid="order-settings-form"
    >
      <Typography.Paragraph type="secondary">
        Bank transfer is offered at checkout for orders of the threshold or more, once the bank details are filled in;
        such an order holds its items for the days set while the transfer arrives.
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="bankTransferThreshold"
            label="Bank transfer from (£)"
            tooltip="The least order total bank transfer is offered for"
            rules={rules.bankTransferThreshold}
          >
            <InputNumber step={100} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="bankTransferHoldDays"
            label="Bank transfer hold (days)"
            tooltip="How long a bank-transfer order's items are held before they are released unpaid"
            rules={rules.bankTransferHoldDays}
          >
            <InputNumber step={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <BankDetailsFields />
      <Divider orientation="left">Returns</Divider>
      <Typography.Paragraph type="secondary">
        A customer may ask to return an order for the days set after its delivery. Approving a return sends them the
        returns address, so no return can be approved until it is filled in. Changes apply from the next return.
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="returnWindowDays"
            label="Returns window (days)"
            tooltip="How many days after delivery a customer may still ask to return an order"
            rules={rules.returnWindowDays}
            extra={
              returnWindowDays === promised
                ? undefined
                : `The home page and the terms and conditions still promise ${promised} days`
            }
          >
            <InputNumber step={1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="refundShippingOnWholeReturn"
            label="Refund shipping when the whole order comes back"
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item name="refundShippingWhenFaulty" label="Refund shipping for faulty items" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            name="returnsAddress"
            label="Returns address"
            tooltip="Where customers send approved returns, as the approval email gives it"
            rules={rules.returnsAddress}
            extra={returnsAddress?.trim() ? undefined : 'No return can be approved until the returns address is set'}
          >
            <Input.TextArea
              rows={5}
              maxLength={RETURNS_ADDRESS_MAX}
              data-testid="returns-address"
              placeholder={'Returns department\nUnit 4, Example Park\nEastbourne\nBN21 1AA'}
            />
          </Form.Item>
        </Col>
      </Row>
      <Button
        type="primary"
        htmlType="submit"
        icon={<SaveOutlined />}
        loading={loading}
        data-testid="save-order-settings"
      >
        Save Order Settings
      </Button>
    </Form>
  );
}

/**
 * The shop's order settings: when bank transfer is offered, how long its items are held, and where to pay; the returns
 * window, the returns address and when shipping is refunded.
 */
export function OrderSettingsCard() {
  const { data, loading, error } = useQuery(ORDER_SETTINGS);
  return (
    <Card title="Order Settings" data-testid="order-settings-card" style={{ marginBottom: 24 }}>
      {error ? (
        <Alert type="error" showIcon message="Error loading order settings" description={serverMessage(error)} />
      ) : loading || !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <OrderSettingsForm settings={data.orderSettings} />
      )}
    </Card>
  );
}
