import { useMutation } from '@apollo/client';
import { CONTACT_THANK_YOU, contactMessageInputSchema } from '@shop/contracts';
import { serverMessage, zodRule } from '@shop/web-common';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { SEND_CONTACT_MESSAGE_MUTATION, type ContactMessageInput } from '../../graphql/contact';
import { useSubmitGuard } from '../../hooks/useSubmitGuard';
import { useToast } from '../../hooks/useToast';

// The service's own rules and messages, so the form says what the server would.
const rules = (field: keyof typeof contactMessageInputSchema.shape) => [
  zodRule(contactMessageInputSchema.shape[field]),
];

/**
 * The contact page's "Send us a Message" card: editing, sending, then the server's confirmation in place of the form
 * until "Send another message" brings back an empty one. A failure keeps the form as typed and shows a toast.
 */
export function ContactForm() {
  const [form] = Form.useForm<ContactMessageInput>();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SEND_CONTACT_MESSAGE_MUTATION);
  const toast = useToast();

  const { submit, busy } = useSubmitGuard(async (input: ContactMessageInput) => {
    try {
      const { data } = await send({ variables: { input } });
      form.resetFields();
      setConfirmation(data?.sendContactMessage.message ?? CONTACT_THANK_YOU);
      return true;
    } catch (error) {
      toast.error('Error', serverMessage(error));
      return false;
    }
  });

  return (
    <Card className="info-card" title="Send us a Message">
      {confirmation !== null ? (
        <Alert
          type="success"
          showIcon
          message="Message sent"
          description={
            <>
              <p>{confirmation}</p>
              <Button onClick={() => setConfirmation(null)}>Send another message</Button>
            </>
          }
          data-testid="contact-confirmation"
        />
      ) : (
        <Form<ContactMessageInput>
          form={form}
          name="contact"
          layout="vertical"
          onFinish={(input) => void submit(input)}
          disabled={loading}
          aria-label="Contact form"
          data-testid="contact-form"
        >
          <Form.Item name="name" label="Name" rules={rules('name')}>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item name="email" label="Email" rules={rules('email')}>
            <Input inputMode="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="subject" label="Subject" rules={rules('subject')}>
            <Input />
          </Form.Item>
          <Form.Item name="message" label="Message" rules={rules('message')}>
            <Input.TextArea rows={6} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="contact-submit">
            {loading ? 'Sending...' : 'Send Message'}
          </Button>
        </Form>
      )}
    </Card>
  );
}
