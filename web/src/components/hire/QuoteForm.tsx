import { Button, Card, Checkbox, Col, Form, Input, Row, type FormInstance } from 'antd';
import type { HireBasketLine, HireQuoteRequest } from '@shop/contracts';
import { DateField } from '@shop/web-common';
import { defaultHireDates } from '../../hire/hireDates';
import { parseQuoteForm, quoteRule, type QuoteField, type QuoteFormValues } from '../../hire/quoteForm';
import { useHireDayPickers } from '../../hire/useBusyDays';
import { ShortLineNotes } from './ShortLineNotes';

const DATE_FORMAT = 'DD/MM/YYYY';

const initialValues = (): QuoteFormValues => {
  const { start, end } = defaultHireDates();
  return { startDate: start, endDate: end, deliveryRequired: false, installationRequired: false };
};

function TextField({ name, label, required = false }: { name: QuoteField; label: string; required?: boolean }) {
  return (
    <Form.Item name={name} label={label} rules={[quoteRule(name, required)]}>
      <Input />
    </Form.Item>
  );
}

interface QuoteFormProps {
  form: FormInstance<QuoteFormValues>;
  /** What the quote is for (the basket or a preselected product): the dates disable days a line is short on. */
  lines: readonly HireBasketLine[];
  /** There is something to quote for: basket lines or a preselected product. */
  canSubmit: boolean;
  submitting: boolean;
  onSubmit(request: HireQuoteRequest): void;
}

/** Contact details, hire dates, delivery and installation, checked field by field with the service's own messages. */
export function QuoteForm({ form, lines, canSubmit, submitting, onSubmit }: QuoteFormProps) {
  const startDate = Form.useWatch('startDate', form) ?? null;
  const endDate = Form.useWatch('endDate', form) ?? null;
  const dates = { start: startDate, end: endDate };
  const pickers = useHireDayPickers(
    lines.map((line) => ({ slug: line.product.slug, quantity: line.quantity })),
    dates,
  );
  const deliveryRequired = Form.useWatch('deliveryRequired', form) ?? false;

  function submit(values: QuoteFormValues) {
    // The fields have passed these very rules; parsing trims them and turns the dates into Dates.
    const parsed = parseQuoteForm(values);
    if (parsed.success) onSubmit(parsed.data);
  }

  return (
    <Form<QuoteFormValues>
      form={form}
      name="hire-quote"
      layout="vertical"
      initialValues={initialValues()}
      onFinish={submit}
      disabled={submitting}
      scrollToFirstError
      aria-label="Hire quote request"
      data-testid="hire-quote-form"
    >
      <Card title="Your Details" className="checkout-section">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <TextField name="customerName" label="Full Name" required />
          </Col>
          <Col xs={24} md={12}>
            <TextField name="customerEmail" label="Email" required />
          </Col>
          <Col xs={24} md={12}>
            <TextField name="customerPhone" label="Phone (optional)" />
          </Col>
        </Row>
      </Card>
      <Card title="Hire Dates" className="checkout-section">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="startDate" label="Start Date" rules={[quoteRule('startDate', true)]}>
              <DateField {...pickers.start} format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="endDate"
              label="End Date"
              dependencies={['startDate']}
              rules={[quoteRule('endDate', true)]}
            >
              <DateField {...pickers.end} format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <ShortLineNotes lines={lines} dates={dates} />
      </Card>
      <Card title="Delivery and Installation" className="checkout-section">
        <Form.Item name="deliveryRequired" valuePropName="checked">
          <Checkbox>Delivery required</Checkbox>
        </Form.Item>
        {deliveryRequired && (
          <Row gutter={16}>
            <Col xs={24}>
              <TextField name="deliveryAddress" label="Delivery Address" required />
            </Col>
            <Col xs={24} md={12}>
              <TextField name="deliveryCity" label="City" required />
            </Col>
            <Col xs={24} md={12}>
              <TextField name="deliveryPostalCode" label="Postal Code" required />
            </Col>
          </Row>
        )}
        <Form.Item name="installationRequired" valuePropName="checked">
          <Checkbox>Installation required</Checkbox>
        </Form.Item>
        <Form.Item name="additionalNotes" label="Additional Notes">
          <Input.TextArea rows={4} placeholder="Venue, access, timings or anything else we should know" />
        </Form.Item>
      </Card>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={submitting}
        disabled={!canSubmit}
        data-testid="hire-quote-submit"
      >
        Submit Quote Request
      </Button>
    </Form>
  );
}
