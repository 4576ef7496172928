import { useMutation } from '@apollo/client';
import { Alert, App, Button, Card, Divider, Form, Space, Typography } from 'antd';
import { MailOutlined, SaveOutlined } from '@ant-design/icons';
import { serverMessage } from '@shop/web-common';
import { EMAIL_SETTINGS, SAVE_EMAIL_SETTINGS, SEND_TEST_EMAIL, type EmailSettingsState } from '../../graphql/notify';
import { toFormValues, toInput, type EmailSettingsValues } from './emailSettingsForm';
import { showServerFieldError } from '../../lib/serverFieldError';
import { SmtpFields } from './SmtpFields';
import { CustomerEmailFields } from './CustomerEmailFields';
import { EmailWordingFields } from './EmailWordingFields';

const SAVE_FALLBACK = 'An unexpected error occurred.';
const TEST_FALLBACK = 'Failed to send test email.';

/** The Email Notification Settings form; the caller renders it once the saved settings are loaded. */
export function EmailSettingsForm({ state }: { state: EmailSettingsState }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<EmailSettingsValues>();
  const [saveSettings, saving] = useMutation(SAVE_EMAIL_SETTINGS, {
    // The answer is the new state (now configured, password masked), so it replaces the cached one.
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: EMAIL_SETTINGS, data: { emailSettings: data.saveEmailSettings } });
    },
  });
  const [sendTestEmail, testing] = useMutation(SEND_TEST_EMAIL);

  const save = async (values: EmailSettingsValues) => {
    try {
      await saveSettings({ variables: { input: toInput(values) } });
      form.setFieldValue('pass', '');
      notification.success({ message: 'Settings saved' });
    } catch (err) {
      showServerFieldError(form, values, err);
      notification.error({ message: 'Failed to save settings', description: serverMessage(err, SAVE_FALLBACK) });
    }
  };

  const sendTest = async () => {
    try {
      const { data } = await sendTestEmail();
      const result = data?.sendTestEmail;
      if (result?.success) notification.success({ message: 'Test email sent', description: result.message });
      else notification.error({ message: 'Test failed', description: result?.message || TEST_FALLBACK });
    } catch (err) {
      notification.error({ message: 'Test failed', description: serverMessage(err, TEST_FALLBACK) });
    }
  };

  return (
    <Card title="Email Notification Settings" data-testid="email-settings-card" style={{ marginBottom: 24 }}>
      <Form
        form={form}
        name="email-settings"
        layout="vertical"
        initialValues={toFormValues(state)}
        onFinish={save}
        scrollToFirstError
        data-testid="email-settings-form"
      >
        <SmtpFields configured={state.configured} />
        <Divider />
        <CustomerEmailFields />
        <Typography.Title level={5}>Email wording</Typography.Title>
        <EmailWordingFields />
        <Space wrap>
          {state.configured && (
            // The test goes through the saved settings, not unsaved changes in the form.
            <Button icon={<MailOutlined />} loading={testing.loading} onClick={sendTest} data-testid="send-test-email">
              Send Test Email
            </Button>
          )}
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={saving.loading}
            data-testid="save-email-settings"
          >
            Save Settings
          </Button>
        </Space>
      </Form>
      <Alert
        type="info"
        showIcon
        style={{ marginTop: 24 }}
        message="Email notifications require valid email credentials: without working SMTP settings, order and hire quote emails fail and wait in the outgoing email log below for a retry."
      />
    </Card>
  );
}
