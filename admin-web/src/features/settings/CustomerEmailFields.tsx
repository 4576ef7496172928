import { Col, Form, Input, Row, Switch, Typography } from 'antd';
import { emailSettingsRules as rules, type EmailSettingsValues } from './emailSettingsForm';

const TOGGLES: { name: keyof EmailSettingsValues; label: string }[] = [
  { name: 'sendCustomerOrderConfirmation', label: 'Order confirmation' },
  { name: 'sendCustomerOrderStatusUpdates', label: 'Order status updates (shipped, delivered, cancelled)' },
  { name: 'sendCustomerHireQuoteConfirmation', label: 'Hire quote confirmation' },
  { name: 'sendCustomerHireQuoteStatusUpdates', label: 'Hire quote status updates (approved, rejected, completed)' },
];

/**
 * Which emails customers get, and the letterhead every email ends with and every quote PDF is headed by; must sit
 * inside the settings form.
 */
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
      <Typography.Title level={5}>Letterhead (email footer and quote PDFs)</Typography.Title>
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
        <Col xs={24} md={8}>
          <Form.Item name="footerPhone" label="Phone" rules={rules.footerPhone}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="footerVatNumber" label="VAT Number" rules={rules.footerVatNumber}>
            <Input placeholder="GB123456789" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="footerCompanyNumber" label="Company Number" rules={rules.footerCompanyNumber}>
            <Input placeholder="01234567" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
