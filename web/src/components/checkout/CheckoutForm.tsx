import { PAYMENT_METHOD_OPTIONS } from '@shop/web-common';
import { DELIVERY_COUNTRY, type CheckoutForm as CheckoutOrder, type PaymentMethod } from '@shop/contracts';
import { useEffect, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { splitName } from '../../format';
import type { SessionUser } from '../../graphql/accounts';
import { useFormState, type FormState } from '../../hooks/useFormState';
import { Button } from '../ui/Button';
import { CheckboxField, FormItem, RadioGroup, TextAreaField, TextField } from '../ui/form';
import { Notice } from '../ui/Notice';
import { Panel } from '../ui/Panel';

/** The form as typed; checkoutFormSchema turns it into the checked CheckoutOrder. */
export interface CheckoutFormValues {
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

/** A text field of the checkout, as TextField draws it, and where it sits in its row. */
type FieldSpec = Omit<ComponentProps<typeof TextField<CheckoutFormValues>>, 'form' | 'id'> & {
  autoComplete: string;
  /** Takes the whole row on wide screens too (else half of it). */
  wide?: boolean;
  /** Half a row on narrow screens too. */
  half?: boolean;
};

const CONTACT_FIELDS: FieldSpec[] = [
  { name: 'email', label: 'Email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone (optional)', autoComplete: 'tel', inputMode: 'tel' },
];

const SHIPPING_FIELDS: FieldSpec[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name', required: true },
  { name: 'address', label: 'Address', autoComplete: 'street-address', required: true, wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  { name: 'state', label: 'State / County', autoComplete: 'address-level1', required: true },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code', required: true },
  {
    name: 'country',
    label: 'Country',
    autoComplete: 'country-name',
    extra: 'We deliver within the United Kingdom only.',
  },
];

const idOf = (field: keyof CheckoutFormValues) => `checkout_${field}`;

const PAYMENT_NOTES: Record<PaymentMethod, string> = {
  'credit-card': 'You will be taken to our secure payment page to pay by card once your order is placed.',
  paypal: 'You will be redirected to PayPal to complete your payment after reviewing your order.',
  'bank-transfer':
    'Once your order is placed, we will show and email you our bank details and your reference. We hold your items ' +
    'while the transfer arrives and confirm your order when it does.',
};

/** A row of the checkout's text fields, two to a row on wide screens. */
function FieldRow({ fields, form }: { fields: FieldSpec[]; form: FormState<CheckoutFormValues> }) {
  return (
    <div className="form-row">
      {fields.map(({ wide, half, ...field }) => (
        <div key={field.name} className={wide ? 'form-col-wide' : half ? 'form-col-half' : undefined}>
          <TextField {...field} form={form} id={idOf(field.name)} />
        </div>
      ))}
    </div>
  );
}

interface CheckoutFormProps {
  user: SessionUser;
  submitting: boolean;
  /** The basket has a line that cannot be bought. */
  blocked: boolean;
  /** The order is large enough to be paid by bank transfer. */
  bankTransferOffered: boolean;
  /** The shop has turned PayPal on. */
  paypalOffered: boolean;
  onSubmit(order: CheckoutOrder): void;
}

// The checkout's rules load with the first change or the first submit, not with the page.
const rules = () => import('./checkoutRules');

/**
 * Contact, shipping and payment details, checked field by field with the checkout's own messages. Drawn without
 * antd, as its Form draws it.
 */
export function CheckoutForm({
  user,
  submitting,
  blocked,
  bankTransferOffered,
  paypalOffered,
  onSubmit,
}: CheckoutFormProps) {
  const form = useFormState<CheckoutFormValues>({
    initialValues: () => initialValues(user),
    check: (values) => rules().then(({ checkoutErrors }) => checkoutErrors(values)),
    onValid: (values) =>
      void rules().then(({ parseCheckout }) => {
        // The fields have passed these very rules; parsing trims them and names the country as it is stored.
        const parsed = parseCheckout(values);
        if (parsed.success) onSubmit(parsed.data);
      }),
  });
  const { values } = form;
  const offered = (method: PaymentMethod) =>
    (method !== 'bank-transfer' || bankTransferOffered) && (method !== 'paypal' || paypalOffered);
  const methods = PAYMENT_METHOD_OPTIONS.filter((option) => offered(option.value));
  // A basket that shrinks below the threshold takes bank transfer away (and PayPal may be off): back to card.
  const { set } = form;
  useEffect(() => {
    if (!offered(values.paymentMethod)) set('paymentMethod', 'credit-card');
  });

  return (
    <form onSubmit={form.submit} aria-label="Checkout" data-testid="checkout-form" noValidate>
      <Panel title="Contact Information" className="checkout-section">
        <FieldRow fields={CONTACT_FIELDS} form={form} />
      </Panel>

      <Panel title="Shipping Address" className="checkout-section">
        <FieldRow fields={SHIPPING_FIELDS} form={form} />
      </Panel>

      <Panel title="Payment Method" className="checkout-section">
        <FormItem id={idOf('paymentMethod')} error={form.error('paymentMethod')}>
          <RadioGroup
            name="paymentMethod"
            label="Payment method"
            value={values.paymentMethod}
            options={methods}
            onChange={(method) => form.set('paymentMethod', method)}
            testId="payment-method"
          />
        </FormItem>
        {/* No card is typed here: it is given on the payment provider's secure page once the order is placed. */}
        <div className="checkout-paypal-note" data-testid="payment-note">
          <Notice type="info" message={PAYMENT_NOTES[values.paymentMethod]} />
        </div>
        <CheckboxField form={form} name="sameAsShipping" id={idOf('sameAsShipping')}>
          Billing address is the same as my shipping address
        </CheckboxField>
      </Panel>

      <Panel title="Additional Information" className="checkout-section">
        <TextAreaField
          form={form}
          name="orderNotes"
          id={idOf('orderNotes')}
          label="Order Notes (optional)"
          rows={3}
          placeholder="Notes about your order, e.g. delivery instructions"
        />
        <CheckboxField form={form} name="newsletter" id={idOf('newsletter')}>
          Sign me up for the newsletter: news, offers and new hire stock
        </CheckboxField>
        <CheckboxField form={form} name="termsAccepted" id={idOf('termsAccepted')}>
          I agree to the <Link to="/terms">Terms and Conditions</Link> and the <Link to="/privacy">Privacy Policy</Link>
        </CheckboxField>
      </Panel>

      <Button
        variant="primary"
        htmlType="submit"
        size="large"
        block
        disabled={submitting || blocked}
        data-testid="place-order"
      >
        {submitting ? 'Processing Order...' : 'Place Order'}
      </Button>
    </form>
  );
}
