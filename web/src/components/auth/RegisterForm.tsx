import { Button, Form, Input } from 'antd';
import { EMAIL_RULES, FULL_NAME_RULES, PASSWORD_RULES, USERNAME_RULES, confirmPasswordRules } from '../../formRules';
import type { RegisterInput } from '../../graphql/accounts';

interface RegisterValues extends RegisterInput {
  confirmPassword: string;
}

interface RegisterFormProps {
  onSubmit(input: RegisterInput): void;
  submitting: boolean;
}

export function RegisterForm({ onSubmit, submitting }: RegisterFormProps) {
  // confirmPassword stays in the form; the role is never sent (the server always creates "user").
  const submit = ({ username, email, fullName, password }: RegisterValues) =>
    onSubmit({ username, email, fullName, password });

  return (
    <Form<RegisterValues>
      name="register"
      layout="vertical"
      onFinish={submit}
      aria-label="Register"
      data-testid="register-form"
    >
      <Form.Item name="username" label="Username" rules={USERNAME_RULES}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item name="email" label="Email" rules={EMAIL_RULES}>
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item name="fullName" label="Full Name" rules={FULL_NAME_RULES}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="password" label="Password" rules={PASSWORD_RULES}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="Confirm Password"
        dependencies={['password']}
        rules={confirmPasswordRules('password')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} block data-testid="register-submit">
        Create Account
      </Button>
    </Form>
  );
}
