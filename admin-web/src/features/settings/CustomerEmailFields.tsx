import { Col, Form, Input, Row, Switch, Typography } from 'antd';
import { emailSettingsRules as rules, type EmailSettingsValues } from './emailSettingsForm';

const TOGGLES: { name: keyof EmailSettingsValues; label: string }[] = [
  { name: 'sendCustomerOrderConfirmation', label: 'Order confirmation' },
  { name: 'sendCustomerOrderStatusUpdates', label: 'Order status updates (shipped, delivered, cancelled)' },
  { name: 'sendCustomerHireQuoteConfirmation', label: 'Hire quote confirmation' },
  { name: 'sendCustomerHireQuoteStatusUpdates', label: 'Hire quote status updates (approved, rejected, completed)' },
];

/** Which emails customers get, and the footer every email ends with; must sit inside the settings form. */
export function CustomerEmailFields() {
  return (
    <>
      <Typography.Title level={5}>Customer emails</Typography.Title>
      <Row gutter={16}>
        {TOGGLES.map(({ name, label }) => (
          <Col xs={24} md={12} key={name}>
            <Form.Item name={name} label={label} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Typography.Title level={5}>Email footer</Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="footerCompanyName" label="Company Name">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="footerAddress" label="Address">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="footerContactEmail" label="Contact Email" rules={rules.footerContactEmail}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
