import { useMutation } from '@apollo/client';
import { App, Button, Form, Input } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { NEWSLETTER_MESSAGES, newsletterSubscribeSchema } from '@shop/contracts';
import { serverMessage, zodRule } from '@shop/web-common';
import { ADD_MAILCHIMP_SUBSCRIBER } from '../../graphql/notify';

interface Values {
  email?: string;
  fullName?: string;
}

/** "Ada Lovelace King" is first name Ada, last name "Lovelace King"; a single word is a first name only. */
function splitFullName(fullName: string | undefined): { firstName: string | null; lastName: string | null } {
  const name = fullName?.trim() ?? '';
  const space = name.indexOf(' ');
  if (space < 0) return { firstName: name || null, lastName: null };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1).trim() || null };
}

/** Adds someone to the chosen list; the shop stores the signup and syncs it to Mailchimp. */
export function AddSubscriberForm({ listId }: { listId: string | null }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const email = Form.useWatch('email', form);
  const [subscribe, { loading }] = useMutation(ADD_MAILCHIMP_SUBSCRIBER);

  const add = async ({ email, fullName }: Values) => {
    if (!listId || !email?.trim()) {
      notification.error({ message: 'Subscription Failed', description: NEWSLETTER_MESSAGES.subscriberRequired });
      return;
    }
    try {
      const { data } = await subscribe({ variables: { listId, email: email.trim(), ...splitFullName(fullName) } });
      const result = data?.subscribeToNewsletter;
      if (result?.alreadySubscribed) {
        notification.info({ message: 'Already Subscribed', description: result.message });
      } else if (result?.success) {
        notification.success({ message: 'Subscription Successful', description: result.message });
        form.resetFields();
      } else {
        notification.error({ message: 'Subscription Failed', description: result?.message });
      }
    } catch (err) {
      notification.error({ message: 'Subscription Failed', description: serverMessage(err) });
    }
  };

  return (
    <Form form={form} name="mailchimp-subscriber" layout="vertical" onFinish={add} data-testid="add-subscriber-form">
      <Form.Item name="email" label="Email" rules={[zodRule(newsletterSubscribeSchema.shape.email)]}>
        <Input autoComplete="off" placeholder="name@example.co.uk" />
      </Form.Item>
      <Form.Item name="fullName" label="Full Name (optional)">
        <Input autoComplete="off" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        icon={<UserAddOutlined />}
        loading={loading}
        disabled={!email?.trim()}
        data-testid="add-subscriber"
      >
        Add Subscriber
      </Button>
    </Form>
  );
}
