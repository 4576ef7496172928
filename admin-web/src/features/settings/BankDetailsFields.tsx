import { Col, Form, Input, Row, type FormRule } from 'antd';
import { bankDetailsFields, type BankDetails } from '@shop/contracts';
import { zodRule } from '@shop/web-common';

/** Each may be left empty: with any of the three empty, the shop offers no bank transfer. */
const FIELDS: { name: keyof BankDetails; label: string; placeholder: string }[] = [
  { name: 'bankAccountName', label: 'Account name', placeholder: 'SoundHire Ltd' },
  { name: 'bankSortCode', label: 'Sort code', placeholder: '12-34-56' },
  { name: 'bankAccountNumber', label: 'Account number', placeholder: '12345678' },
];

const rules = Object.fromEntries(
  FIELDS.map(({ name }) => [name, [zodRule(bankDetailsFields[name], { optional: true })]]),
) as Record<keyof BankDetails, FormRule[]>;

/** The shop's bank account a customer is told to send a transfer to, as a settings card's row of three fields. */
export function BankDetailsFields({ tooltip, testIdPrefix }: { tooltip?: string; testIdPrefix?: string }) {
  return (
    <Row gutter={16}>
      {FIELDS.map((field) => (
        <Col xs={24} md={8} key={field.name}>
          <Form.Item name={field.name} label={field.label} tooltip={tooltip} rules={rules[field.name]}>
            <Input
              placeholder={field.placeholder}
              data-testid={testIdPrefix ? `${testIdPrefix}${field.name}` : undefined}
            />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
