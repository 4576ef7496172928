import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { emailSettingsRules as rules, passwordRules } from './emailSettingsForm';

/** The mail server and addresses; must sit inside the settings form. */
export function SmtpFields({ configured }: { configured: boolean }) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="host" label="SMTP Server" rules={rules.host}>
            <Input placeholder="smtp.example.com" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          {/* No min/max, so an out-of-range port reaches the validator and its message shows. */}
          <Form.Item name="port" label="Port" rules={rules.port} extra="Usually 587 (STARTTLS) or 465 (SSL)">
            <InputNumber placeholder="587" step={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="secure" label="Secure (SSL)" valuePropName="checked" extra="On for port 465">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="user" label="Username" rules={rules.user}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="pass"
            label="Password"
            rules={passwordRules(configured)}
            extra={
              configured
                ? 'Leave blank to keep the existing password.'
                : 'No password is stored yet, so one is needed to save.'
            }
          >
            <Input.Password
              autoComplete="new-password"
              placeholder={configured ? 'Leave blank to keep the current password' : 'SMTP password'}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="rejectUnauthorized"
        label="Verify Certificate"
        valuePropName="checked"
        extra="Refuse servers whose TLS certificate cannot be verified"
      >
        <Switch />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="from" label="From Email" rules={rules.from} extra="The sender of every notification">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="to" label="To Email" rules={rules.to} extra="Where the shop's own notifications go">
            <Input />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
