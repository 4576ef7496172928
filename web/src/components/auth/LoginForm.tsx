import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { PASSWORD_RULES, USERNAME_RULES } from '../../formRules';
import type { LoginInput } from '../../graphql/accounts';

interface LoginFormProps {
  onSubmit(input: LoginInput): void;
  submitting: boolean;
}

export function LoginForm({ onSubmit, submitting }: LoginFormProps) {
  return (
    <Form<LoginInput> name="login" layout="vertical" onFinish={onSubmit} aria-label="Login" data-testid="login-form">
      <Form.Item name="username" label="Username" rules={USERNAME_RULES}>
        <Input prefix={<UserOutlined />} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label="Password" rules={PASSWORD_RULES}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} block data-testid="login-submit">
        Login
      </Button>
    </Form>
  );
}
