import { NEWSLETTER_MESSAGES, newsletterFailureText, newsletterSubscribeSchema } from '@shop/contracts';
import { zodRule } from '@shop/web-common';
import { Button, Form, Input } from 'antd';
import { AntdTheme } from '../../AntdTheme';
import { useSubmitGuard } from '../../hooks/useSubmitGuard';
import { useToast } from '../../hooks/useToast';
import { subscribeToNewsletter } from '../../newsletter';

interface NewsletterValues {
  name?: string;
  email: string;
}

export function NewsletterForm() {
  const [form] = Form.useForm<NewsletterValues>();
  const email = Form.useWatch('email', form);
  const toast = useToast();

  const { submit, busy } = useSubmitGuard(async (values: NewsletterValues) => {
    try {
      const outcome = await subscribeToNewsletter(values.email, values.name);
      if (outcome === 'already-subscribed') {
        toast.success('Already Subscribed', NEWSLETTER_MESSAGES.alreadySubscribed);
      } else {
        toast.success('Subscription Successful', NEWSLETTER_MESSAGES.subscribed);
      }
      form.resetFields();
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      toast.error('Subscription Failed', newsletterFailureText(message));
      return false;
    }
  });

  return (
    <AntdTheme>
      <Form
        form={form}
        name="newsletter"
        layout="vertical"
        onFinish={submit}
        aria-label="Newsletter signup"
        data-testid="newsletter-form"
      >
        <Form.Item name="name" label="Name (optional)">
          <Input placeholder="Your name" autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={[zodRule(newsletterSubscribeSchema.shape.email)]}>
          <Input placeholder="you@example.com" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!email?.trim()} block>
          Subscribe
        </Button>
      </Form>
    </AntdTheme>
  );
}
