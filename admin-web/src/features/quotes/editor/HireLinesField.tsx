import type { HTMLAttributes } from 'react';
import { Button, Form, InputNumber, Select, Space, Table, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { z } from 'zod';
import {
  HIRE_PERIODS,
  HIRE_PERIOD_LABELS,
  HIRE_QUOTE_DESK_MESSAGES,
  hireQuoteDraftHireLineSchema,
  formatGBP,
} from '@shop/contracts';
import { zodRule } from '@shop/web-common';
import { API_DAY, RATE_FIELDS, type DraftValues, type HireLineValues } from './draftForm';
import { LineAvailability } from './LineAvailability';
import type { LineProduct } from './lineProducts';

const quantityRule = zodRule(hireQuoteDraftHireLineSchema.shape.quantity);
const rateRule = zodRule(z.number().min(0, HIRE_QUOTE_DESK_MESSAGES.rate), { optional: true });
const PERIOD_OPTIONS = HIRE_PERIODS.map((period) => ({ value: period, label: HIRE_PERIOD_LABELS[period] }));

const ownRate = (rate: number | null) => (rate === null ? 'none' : formatGBP(rate));

interface Props {
  products: ReadonlyMap<number, LineProduct>;
  /** Hire products the desk can add, loaded with the catalogue. */
  catalogue: readonly LineProduct[];
  disabled: boolean;
}

/** The draft's hire items: quantity, the customer's period, this quote's rates, and units free for the dates. */
export function HireLinesField({ products, catalogue, disabled }: Props) {
  const form = Form.useFormInstance<DraftValues>();
  const start = Form.useWatch('startDate', form);
  const end = Form.useWatch('endDate', form);
  const lines = Form.useWatch('hireLines', form) ?? [];
  const days = { start: start?.format(API_DAY) ?? null, end: end?.format(API_DAY) ?? null };

  return (
    <Form.List name="hireLines">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Table
            size="small"
            rowKey="key"
            dataSource={fields}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'No hire items' }}
            onRow={() => ({ 'data-testid': 'draft-hire-line' }) as HTMLAttributes<HTMLElement>}
            columns={[
              {
                title: 'Item',
                key: 'product',
                render: (_, field) => products.get(lines[field.name]?.productId)?.name ?? '…',
              },
              {
                title: 'Qty',
                key: 'quantity',
                render: (_, field) => (
                  <Form.Item name={[field.name, 'quantity']} rules={[quantityRule]} style={{ margin: 0 }}>
                    <InputNumber
                      min={1}
                      precision={0}
                      style={{ width: 80 }}
                      aria-label="Quantity"
                      disabled={disabled}
                    />
                  </Form.Item>
                ),
              },
              {
                title: 'Preferred period',
                key: 'period',
                render: (_, field) => (
                  <Form.Item name={[field.name, 'hirePeriod']} style={{ margin: 0 }}>
                    <Select
                      options={PERIOD_OPTIONS}
                      style={{ width: 110 }}
                      aria-label="Preferred period"
                      disabled={disabled}
                    />
                  </Form.Item>
                ),
              },
              ...RATE_FIELDS.map((rate) => ({
                title: `${rate.label} rate (£)`,
                key: rate.name,
                render: (_: unknown, field: { name: number }) => {
                  const product = products.get(lines[field.name]?.productId);
                  return (
                    <Form.Item name={[field.name, rate.name]} rules={[rateRule]} style={{ margin: 0 }}>
                      <InputNumber
                        min={0}
                        step={0.01}
                        precision={2}
                        style={{ width: 110 }}
                        aria-label={`${rate.label} rate`}
                        placeholder={product ? ownRate(product[rate.name]) : undefined}
                        disabled={disabled}
                      />
                    </Form.Item>
                  );
                },
              })),
              {
                title: 'Free for the dates',
                key: 'availability',
                render: (_, field) => {
                  const line = lines[field.name];
                  const product = line && products.get(line.productId);
                  return product ? <LineAvailability slug={product.slug} {...days} quantity={line.quantity} /> : null;
                },
              },
              {
                title: '',
                key: 'remove',
                render: (_, field) => (
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${products.get(lines[field.name]?.productId)?.name ?? 'line'}`}
                    onClick={() => remove(field.name)}
                    disabled={disabled}
                  />
                ),
              },
            ]}
          />
          <Space>
            <Typography.Text>Add a hire item:</Typography.Text>
            <Select<number>
              showSearch
              value={null}
              style={{ width: 320 }}
              placeholder="Choose a hire product"
              aria-label="Add a hire item"
              data-testid="add-hire-line"
              optionFilterProp="label"
              disabled={disabled}
              options={catalogue.map((product) => ({ value: product.id, label: product.name }))}
              onChange={(productId) =>
                add({
                  id: null,
                  productId,
                  quantity: 1,
                  hirePeriod: 'daily',
                  hirePriceDaily: null,
                  hirePriceWeekly: null,
                  hirePriceMonthly: null,
                } satisfies HireLineValues)
              }
            />
          </Space>
        </Space>
      )}
    </Form.List>
  );
}
