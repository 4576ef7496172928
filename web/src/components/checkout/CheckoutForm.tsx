import { PAYMENT_METHOD_OPTIONS } from '@shop/web-common';
import {
  DELIVERY_COUNTRY,
  checkoutFormSchema,
  type CheckoutForm as CheckoutOrder,
  type PaymentMethod,
} from '@shop/contracts';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Radio, Row } from 'antd';
import { Link } from 'react-router-dom';
import { splitName } from '../../format';
import { checkoutFieldRules } from '../../formRules';
import type { SessionUser } from '../../graphql/accounts';

/** The form as typed; checkoutFormSchema turns it into the checked CheckoutOrder. */
interface CheckoutFormValues {
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
  paymentMethod: PaymentMethod;
  sameAsShipping: boolean;
  cardName?: string;
  cardNumber?: string;
  cardExpiry?: string;
  cardCvv?: string;
  orderNotes?: string;
  newsletter: boolean;
  termsAccepted: boolean;
}

/** Blank fields, with the signed-in customer's profile filled in where it has the value. */
function initialValues(user: SessionUser): CheckoutFormValues {
  const { firstName = '', lastName = '' } = splitName(user.fullName);
  return {
    email: user.email,
    firstName,
    lastName,
    address: user.address ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    postalCode: user.postalCode ?? '',
    // The shop delivers within the UK only, so the profile's country is not taken over.
    country: DELIVERY_COUNTRY,
    phone: user.phone ?? '',
    paymentMethod: 'credit-card',
    sameAsShipping: true,
    newsletter: false,
    termsAccepted: false,
  };
}

const rules = checkoutFieldRules;

interface TextField {
  name: keyof CheckoutFormValues & keyof typeof checkoutFormSchema.shape;
  label: string;
  autoComplete: string;
  inputMode?: 'tel';
  /** Takes the whole row on wide screens too (else half of it). */
  wide?: boolean;
  extra?: string;
}

const CONTACT_FIELDS: TextField[] = [
  { name: 'email', label: 'Email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone (optional)', autoComplete: 'tel', inputMode: 'tel' },
];

const SHIPPING_FIELDS: TextField[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State / County', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
  {
    name: 'country',
    label: 'Country',
    autoComplete: 'country-name',
    extra: 'We deliver within the United Kingdom only.',
  },
];

/** Text inputs checked by the checkout's rules, two to a row on wide screens. */
function TextFields({ fields }: { fields: TextField[] }) {
  return (
    <Row gutter={16}>
      {fields.map(({ name, label, autoComplete, inputMode, wide, extra }) => (
        <Col key={name} xs={24} md={wide ? undefined : 12}>
          <Form.Item name={name} label={label} rules={rules(name)} extra={extra}>
            <Input autoComplete={autoComplete} inputMode={inputMode} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

// Card details only make the form look complete: no payment is taken, so they are never sent anywhere.
function CardFields() {
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item name="cardName" label="Name on Card">
          <Input autoComplete="cc-name" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="cardNumber" label="Card Number">
          <Input autoComplete="cc-number" inputMode="numeric" placeholder="1234 5678 9012 3456" />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item name="cardExpiry" label="Expiry Date">
          <Input autoComplete="cc-exp" placeholder="MM/YY" />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item name="cardCvv" label="CVV">
          <Input autoComplete="cc-csc" inputMode="numeric" placeholder="123" />
        </Form.Item>
      </Col>
    </Row>
  );
}

interface CheckoutFormProps {
  user: SessionUser;
  submitting: boolean;
  /** The basket has a line that cannot be bought. */
  blocked: boolean;
  onSubmit(order: CheckoutOrder): void;
}

/** Contact, shipping and payment details, checked field by field with the checkout's own messages. */
export function CheckoutForm({ user, submitting, blocked, onSubmit }: CheckoutFormProps) {
  const [form] = Form.useForm<CheckoutFormValues>();
  const paymentMethod = Form.useWatch('paymentMethod', form) ?? 'credit-card';

  function submit(values: CheckoutFormValues) {
    // The fields have passed these very rules; parsing trims them and names the country as it is stored.
    const parsed = checkoutFormSchema.safeParse(values);
    if (parsed.success) onSubmit(parsed.data);
  }

  return (
    <Form<CheckoutFormValues>
      form={form}
      name="checkout"
      layout="vertical"
      initialValues={initialValues(user)}
      onFinish={submit}
      aria-label="Checkout"
      data-testid="checkout-form"
      scrollToFirstError
    >
      <Card title="Contact Information" className="checkout-section">
        <TextFields fields={CONTACT_FIELDS} />
      </Card>

      <Card title="Shipping Address" className="checkout-section">
        <TextFields fields={SHIPPING_FIELDS} />
      </Card>

      <Card title="Payment Method" className="checkout-section">
        <Form.Item name="paymentMethod" rules={rules('paymentMethod')}>
          <Radio.Group options={PAYMENT_METHOD_OPTIONS} aria-label="Payment method" data-testid="payment-method" />
        </Form.Item>
        {paymentMethod === 'credit-card' ? (
          <CardFields />
        ) : (
          <Alert
            type="info"
            showIcon
            className="checkout-paypal-note"
            message="You will be redirected to PayPal to complete your payment after reviewing your order."
          />
        )}
        <Form.Item name="sameAsShipping" valuePropName="checked">
          <Checkbox>Billing address is the same as my shipping address</Checkbox>
        </Form.Item>
      </Card>

      <Card title="Additional Information" className="checkout-section">
        <Form.Item name="orderNotes" label="Order Notes (optional)">
          <Input.TextArea rows={3} placeholder="Notes about your order, e.g. delivery instructions" />
        </Form.Item>
        <Form.Item name="newsletter" valuePropName="checked">
          <Checkbox>Sign me up for the newsletter: news, offers and new hire stock</Checkbox>
        </Form.Item>
        <Form.Item name="termsAccepted" valuePropName="checked" rules={rules('termsAccepted')}>
          <Checkbox>
            I agree to the <Link to="/terms">Terms and Conditions</Link> and the{' '}
            <Link to="/privacy">Privacy Policy</Link>
          </Checkbox>
        </Form.Item>
      </Card>

      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        disabled={submitting || blocked}
        data-testid="place-order"
      >
        {submitting ? 'Processing Order...' : 'Place Order'}
      </Button>
    </Form>
  );
}
