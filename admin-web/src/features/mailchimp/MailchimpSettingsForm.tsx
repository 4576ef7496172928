import { useMutation } from '@apollo/client';
import { App, Button, Form, Input, Space, type FormRule } from 'antd';
import { MASKED_PASSWORD, mailchimpSettingsSchema } from '@shop/contracts';
import { serverMessage, zodRule } from '@shop/web-common';
import { SAVE_MAILCHIMP_SETTINGS } from '../../graphql/notify';

interface Values {
  apiKey: string;
  defaultListId: string;
}

const shape = mailchimpSettingsSchema.shape;

/** The schema's rule for the key, except that the masked key sent back unchanged keeps the stored one. */
const apiKeyRule: FormRule = {
  required: true,
  validator: async (_, value: unknown) => {
    if (typeof value === 'string' && value.startsWith(MASKED_PASSWORD)) return;
    const result = shape.apiKey.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
};

interface Props {
  /** The saved settings (the key masked), or blanks before the first save. */
  initial: Values;
  onSaved: () => void;
  /** Given when there are saved settings to go back to. */
  onCancel?: () => void;
}

/** Edit Settings: the API key (its data centre suffix is the server prefix) and the list signups join. */
export function MailchimpSettingsForm({ initial, onSaved, onCancel }: Props) {
  const { notification } = App.useApp();
  const [saveSettings, { loading }] = useMutation(SAVE_MAILCHIMP_SETTINGS);

  const save = async ({ apiKey, defaultListId }: Values) => {
    try {
      const { data } = await saveSettings({
        variables: { apiKey: apiKey.trim(), defaultListId: defaultListId.trim() },
      });
      const result = data?.saveMailchimpSettings;
      if (!result?.success) {
        notification.error({ message: 'Failed to Update Settings', description: result?.message });
        return;
      }
      notification.success({ message: 'Settings Updated', description: result.message });
      if (result.warning) notification.warning({ message: 'Warning', description: result.warning });
      onSaved();
    } catch (err) {
      notification.error({ message: 'Failed to Update Settings', description: serverMessage(err) });
    }
  };

  return (
    <Form<Values>
      name="mailchimp-settings"
      layout="vertical"
      initialValues={initial}
      onFinish={save}
      data-testid="mailchimp-settings-form"
    >
      <Form.Item
        name="apiKey"
        label="API Key"
        rules={[apiKeyRule]}
        extra="From Mailchimp: Account, Extras, API keys. It ends in your server prefix, e.g. -us21."
      >
        <Input.Password autoComplete="off" placeholder="abc123…-us21" />
      </Form.Item>
      <Form.Item
        name="defaultListId"
        label="Default List ID"
        rules={[zodRule(shape.defaultListId)]}
        extra="The audience newsletter signups join (Audience, Settings, Audience name and defaults)."
      >
        <Input />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={loading} data-testid="save-mailchimp-settings">
          Save Settings
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Space>
    </Form>
  );
}
