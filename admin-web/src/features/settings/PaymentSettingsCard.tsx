import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Col, Form, Input, Row, Skeleton, Switch, Tag, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { paymentSettingsSchema, type PaymentSettingsView, type StoredSecret } from '@shop/contracts';
import { serverMessage, zodRule } from '@shop/web-common';
import { showServerFieldError } from '../../lib/serverFieldError';
import { readPaymentSettings, savePaymentSettings } from './paymentSettings';

interface Values {
  publishableKey: string;
  paypalEnabled: boolean;
  secretKey: string;
  webhookSecret: string;
}

const { shape } = paymentSettingsSchema;
const rules = {
  publishableKey: [zodRule(shape.publishableKey)],
  secretKey: [zodRule(shape.secretKey, { optional: true })],
  webhookSecret: [zodRule(shape.webhookSecret, { optional: true })],
};

/** A saved secret is never shown: only that it is set and how it ends. */
const secretPlaceholder = (secret: StoredSecret, fallback: string) =>
  secret.set ? `set (…${secret.last4}); type a new one to replace it` : fallback;

function PaymentSettingsForm({
  settings,
  onSaved,
}: {
  settings: PaymentSettingsView;
  onSaved(view: PaymentSettingsView): void;
}) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const saved = await savePaymentSettings(values);
      form.setFieldsValue({ secretKey: '', webhookSecret: '' });
      onSaved(saved);
      notification.success({ message: 'Payment settings saved' });
    } catch (err) {
      showServerFieldError(form, values, err);
      notification.error({ message: 'Failed to save payment settings', description: serverMessage(err) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{
        publishableKey: settings.publishableKey ?? '',
        paypalEnabled: settings.paypalEnabled,
        secretKey: '',
        webhookSecret: '',
      }}
      onFinish={submit}
      data-testid="payment-settings-form"
    >
      <Typography.Paragraph>
        Mode:{' '}
        <Tag color={settings.mode === 'live' ? 'green' : 'orange'} data-testid="payment-mode">
          {settings.mode === 'live' ? 'Live' : 'Test'}
        </Tag>
        {!settings.saved && (
          <Typography.Text type="secondary">the server&apos;s keys are in use until these are saved</Typography.Text>
        )}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        The keys are on Stripe&apos;s Dashboard under Developers → API keys; test keys (sk_test_, pk_test_) take no real
        money, live keys do, and both must be of one mode. Register the webhook under Developers → Webhooks at{' '}
        <Typography.Text code>https://&lt;your shop&gt;/api/payments/stripe-webhook</Typography.Text> for
        checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.async_payment_failed,
        checkout.session.expired, payment_intent.payment_failed and charge.refunded, and give its signing secret below.
        The secrets are stored encrypted and never shown again.
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="publishableKey" label="Publishable key" rules={rules.publishableKey}>
            <Input placeholder="pk_live_…" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="paypalEnabled"
            label="PayPal at checkout"
            valuePropName="checked"
            tooltip="Offer PayPal on Stripe's payment page (turn it on in Stripe's payment methods too)"
          >
            <Switch data-testid="paypal-enabled" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="secretKey" label="Secret key" rules={rules.secretKey}>
            <Input.Password
              placeholder={secretPlaceholder(settings.secretKey, 'sk_live_… (the server’s key is used until set)')}
              autoComplete="new-password"
              data-testid="secret-key"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="webhookSecret" label="Webhook signing secret" rules={rules.webhookSecret}>
            <Input.Password
              placeholder={secretPlaceholder(settings.webhookSecret, 'whsec_… (the server’s is used until set)')}
              autoComplete="new-password"
              data-testid="webhook-secret"
            />
          </Form.Item>
        </Col>
      </Row>
      <Button
        type="primary"
        htmlType="submit"
        icon={<SaveOutlined />}
        loading={saving}
        data-testid="save-payment-settings"
      >
        Save Payment Settings
      </Button>
    </Form>
  );
}

/** The shop's Stripe account: its mode, its keys (the secrets write-only) and whether PayPal is offered. */
export function PaymentSettingsCard() {
  const [settings, setSettings] = useState<PaymentSettingsView | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    readPaymentSettings().then(setSettings, setError);
  }, []);

  return (
    <Card title="Payments" data-testid="payment-settings-card" style={{ marginBottom: 24 }}>
      {error ? (
        <Alert type="error" showIcon message="Error loading payment settings" description={serverMessage(error)} />
      ) : !settings ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <PaymentSettingsForm settings={settings} onSaved={setSettings} />
      )}
    </Card>
  );
}
