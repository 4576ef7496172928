import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { Alert, Button, Checkbox, Col, Divider, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { HIRE_QUOTE_DESK_MESSAGES, HIRE_QUOTE_MESSAGES, TEXT_MAX } from '@shop/contracts';
import { DateField } from '@shop/web-common';
import { HIRE_PRODUCT_DOCUMENTS } from '../../../graphql/products';
import type { HireQuoteDesk } from '../../../graphql/quotes';
import { draftToFormValues, UK_DAY, type DiscountChoice, type DraftValues } from './draftForm';
import { FixedLinesField } from './FixedLinesField';
import { HireLinesField } from './HireLinesField';
import { productsById } from './lineProducts';
import { QuotePriceSummary } from './QuotePriceSummary';
import { useDraftActions } from './useDraftActions';

const M = HIRE_QUOTE_DESK_MESSAGES;

const DISCOUNT_OPTIONS: { value: DiscountChoice; label: string }[] = [
  { value: 'none', label: 'No discount' },
  { value: 'percent', label: 'Percent' },
  { value: 'amount', label: 'Amount (£)' },
];

const endAfterStart = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: async (_: unknown, end: Dayjs | null) => {
    const start = getFieldValue('startDate') as Dayjs | null;
    if (start && end && !end.isAfter(start, 'day')) throw new Error(M.endBeforeStart);
  },
});

/** Why Send is off, if it is: unsaved edits (the server sends the saved draft), an unpriced line, no lines. */
function sendBlockedReason(quote: HireQuoteDesk, dirty: boolean): string | null {
  if (dirty) return 'Save the draft before sending it';
  if (quote.price.lines.length === 0) return 'Add at least one line before sending';
  if (quote.price.callForPrice) return 'A line is "Call for price": set a rate for it and save before sending';
  return null;
}

const ADDRESS_FIELDS = [
  { name: 'deliveryAddress', label: 'Delivery address' },
  { name: 'deliveryCity', label: 'City' },
  { name: 'deliveryPostalCode', label: 'Postal code' },
] as const;

/** Delivery and installation on or off, and where to deliver (required, as on the request, when delivering). */
function DeliveryFields({ delivering }: { delivering: boolean }) {
  return (
    <>
      <Typography.Title level={5}>Delivery and installation</Typography.Title>
      <Row gutter={16}>
        <Col>
          <Form.Item name="deliveryRequired" valuePropName="checked">
            <Checkbox data-testid="draft-delivery">Delivery</Checkbox>
          </Form.Item>
        </Col>
        <Col>
          <Form.Item name="installationRequired" valuePropName="checked">
            <Checkbox data-testid="draft-installation">Installation</Checkbox>
          </Form.Item>
        </Col>
      </Row>
      {/* Hidden rather than removed while not delivering, so the address is kept and still saved. */}
      <Row gutter={16}>
        {ADDRESS_FIELDS.map(({ name, label }) => (
          <Col key={name}>
            <Form.Item
              name={name}
              label={label}
              hidden={!delivering}
              rules={
                delivering ? [{ required: true, whitespace: true, message: HIRE_QUOTE_MESSAGES.deliveryAddress }] : []
              }
            >
              <Input maxLength={TEXT_MAX.address} data-testid={`draft-${name}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}

/**
 * The desk's draft of a quote: dates, hire lines with this quote's rates, fixed lines, discount, damage waiver,
 * delivery and installation, and notes, with the server's price of the saved draft. The caller remounts it (key) whenever the quote's version moves,
 * so the form always starts from what the server holds.
 */
export function QuoteEditor({ quote }: { quote: HireQuoteDesk }) {
  const draft = quote.draft!;
  const [form] = Form.useForm<DraftValues>();
  const [dirty, setDirty] = useState(false);
  const { save, saving, confirmSend, sending } = useDraftActions(quote);
  const { data: catalogue } = useQuery(HIRE_PRODUCT_DOCUMENTS.list);
  const products = productsById(draft, catalogue?.items);
  const discountKind = Form.useWatch('discountKind', form);
  const deliveryRequired = Form.useWatch('deliveryRequired', form) ?? quote.deliveryRequired;
  const blocked = sendBlockedReason(quote, dirty);

  return (
    <Form<DraftValues>
      form={form}
      layout="vertical"
      initialValues={draftToFormValues(quote)}
      onValuesChange={() => setDirty(true)}
      onFinish={save}
      data-testid="quote-editor"
    >
      <Row gutter={16}>
        <Col>
          <Form.Item name="startDate" label="Start date" rules={[{ required: true, message: `Start date ${M.day}` }]}>
            <DateField format={UK_DAY} allowClear={false} data-testid="draft-start-date" />
          </Form.Item>
        </Col>
        <Col>
          <Form.Item
            name="endDate"
            label="End date"
            dependencies={['startDate']}
            rules={[{ required: true, message: `End date ${M.day}` }, endAfterStart]}
          >
            <DateField format={UK_DAY} allowClear={false} data-testid="draft-end-date" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>Hire items</Typography.Title>
      <HireLinesField products={products} catalogue={catalogue?.items ?? []} disabled={saving} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Fixed lines
      </Typography.Title>
      <FixedLinesField disabled={saving} />
      <Divider />
      <Row gutter={16} align="bottom">
        <Col>
          <Form.Item name="discountKind" label="Discount">
            <Select
              options={DISCOUNT_OPTIONS}
              style={{ width: 160 }}
              aria-label="Discount kind"
              data-testid="discount-kind"
            />
          </Form.Item>
        </Col>
        <Col>
          <Form.Item
            name="discountValue"
            label={discountKind === 'amount' ? 'Discount amount (£)' : 'Discount (%)'}
            dependencies={['discountKind']}
            rules={[
              {
                validator: async (_, value: number | null) => {
                  if (discountKind === 'percent' && (value === null || value < 0 || value > 100))
                    throw new Error(M.percent);
                  if (discountKind === 'amount' && (value === null || value < 0)) throw new Error(M.amount);
                },
              },
            ]}
          >
            <InputNumber
              min={0}
              step={discountKind === 'amount' ? 0.01 : 1}
              precision={2}
              disabled={!discountKind || discountKind === 'none'}
              aria-label="Discount value"
              style={{ width: 140 }}
            />
          </Form.Item>
        </Col>
        <Col>
          <Form.Item name="damageWaiver" valuePropName="checked">
            <Checkbox>Damage waiver</Checkbox>
          </Form.Item>
        </Col>
      </Row>
      <DeliveryFields delivering={deliveryRequired} />
      <Form.Item name="notes" label="Notes to the customer (printed on the quote)">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Typography.Title level={5}>Price</Typography.Title>
      {dirty && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="Unsaved changes: the price below is the saved draft's. Save to reprice."
          data-testid="draft-unsaved"
        />
      )}
      <QuotePriceSummary price={quote.price} />
      <Space wrap style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving} data-testid="save-draft">
          Save draft
        </Button>
        <Button
          icon={<SendOutlined />}
          disabled={blocked !== null}
          loading={sending}
          onClick={confirmSend}
          data-testid="send-quote"
        >
          Send quote
        </Button>
        {blocked && (
          <Typography.Text type="secondary" data-testid="send-blocked-reason">
            {blocked}
          </Typography.Text>
        )}
      </Space>
    </Form>
  );
}
