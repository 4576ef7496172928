import type { HTMLAttributes } from 'react';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { hireQuoteFixedLineSchema } from '@shop/contracts';
import { zodRule } from '@shop/web-common';
import type { FixedLineValues } from './draftForm';

const rules = {
  description: [zodRule(hireQuoteFixedLineSchema.shape.description)],
  quantity: [zodRule(hireQuoteFixedLineSchema.shape.quantity)],
  unitPrice: [zodRule(hireQuoteFixedLineSchema.shape.unitPrice)],
};

const NEW_LINE: FixedLineValues = { id: null, description: '', quantity: 1, unitPrice: null };

/** Lines with a price of their own (crew, transport), GBP per unit before VAT. */
export function FixedLinesField({ disabled }: { disabled: boolean }) {
  return (
    <Form.List name="fixedLines">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {fields.map((field) => (
            <Space
              key={field.key}
              align="start"
              wrap
              {...({ 'data-testid': 'draft-fixed-line' } as HTMLAttributes<HTMLElement>)}
            >
              <Form.Item name={[field.name, 'description']} rules={rules.description} style={{ margin: 0 }}>
                <Input
                  placeholder="Description, e.g. Crew"
                  aria-label="Description"
                  style={{ width: 280 }}
                  disabled={disabled}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'quantity']} rules={rules.quantity} style={{ margin: 0 }}>
                <InputNumber
                  min={1}
                  precision={0}
                  aria-label="Fixed quantity"
                  style={{ width: 80 }}
                  disabled={disabled}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'unitPrice']} rules={rules.unitPrice} style={{ margin: 0 }}>
                <InputNumber
                  min={0}
                  step={0.01}
                  precision={2}
                  prefix="£"
                  placeholder="Unit price"
                  aria-label="Unit price"
                  style={{ width: 140 }}
                  disabled={disabled}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label="Remove fixed line"
                onClick={() => remove(field.name)}
                disabled={disabled}
              />
            </Space>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => add(NEW_LINE)}
            disabled={disabled}
            data-testid="add-fixed-line"
          >
            Add fixed line
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
