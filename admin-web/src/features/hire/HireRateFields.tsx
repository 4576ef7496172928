import { Checkbox, Col, Divider, Form, Input, InputNumber, Row } from 'antd';
import { productRules } from '../products/productForm';

const RATES = [
  { name: 'hirePriceDaily', label: 'Daily Rate (£)' },
  { name: 'hirePriceWeekly', label: 'Weekly Rate (£)' },
  { name: 'hirePriceMonthly', label: 'Monthly Rate (£)' },
] as const;

const SERVICES = [
  {
    flag: 'deliveryAvailable',
    flagLabel: 'Delivery Available',
    price: 'deliveryPrice',
    priceLabel: 'Delivery Fee (£)',
  },
  {
    flag: 'installationAvailable',
    flagLabel: 'Installation Available',
    price: 'installationPrice',
    priceLabel: 'Installation Fee (£)',
  },
] as const;

/** The hire-only fields, shown after the shared product field set. */
export function HireRateFields() {
  return (
    <>
      <Divider orientation="left">Hire rates and services</Divider>
      <Row gutter={16}>
        {RATES.map((rate) => (
          <Col xs={24} md={8} key={rate.name}>
            <Form.Item name={rate.name} label={rate.label} rules={productRules[rate.name]}>
              <InputNumber step={0.01} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        {SERVICES.map((service) => (
          <Col xs={24} md={12} key={service.flag}>
            <Form.Item name={service.flag} valuePropName="checked">
              <Checkbox>{service.flagLabel}</Checkbox>
            </Form.Item>
            <Form.Item name={service.price} label={service.priceLabel} rules={productRules[service.price]}>
              <InputNumber step={0.01} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="turnaroundDays"
            label="Turnaround (days)"
            tooltip="Days a returned unit is checked and cleaned before it can go out again; availability counts them"
            rules={productRules.turnaroundDays}
          >
            <InputNumber step={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="powerRequirement" label="Power requirement" rules={productRules.powerRequirement}>
            <Input placeholder="e.g. 2 x 13 A sockets within 10 m" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
