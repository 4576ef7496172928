import { Checkbox, Col, Divider, Form, InputNumber, Row } from 'antd';
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
    </>
  );
}
