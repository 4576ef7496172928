import type { HireBasketLine } from '@shop/contracts';
import { defaultHireDates } from '../../hire/hireDates';
import { CONTACT_REQUIRED, isContactMissing, type QuoteField, type QuoteFormValues } from '../../hire/quoteForm';
import { useHireDayPickers } from '../../hire/useBusyDays';
import type { FormState } from '../../hooks/useFormState';
import { Button } from '../ui/Button';
import { DateInput } from '../ui/DateInput';
import { CheckboxField, FormItem, TextAreaField, TextField, fieldAria } from '../ui/form';
import { Notice } from '../ui/Notice';
import { Panel } from '../ui/Panel';
import { ShortLineNotes } from './ShortLineNotes';

/** The form as it starts: the default hire dates (tomorrow to three days ahead), no delivery or installation. */
export const quoteInitialValues = (): QuoteFormValues => {
  const { start, end } = defaultHireDates();
  return { startDate: start, endDate: end, deliveryRequired: false, installationRequired: false };
};

const idOf = (field: QuoteField) => `hire-quote_${field}`;

interface QuoteFormProps {
  form: FormState<QuoteFormValues>;
  /** What the quote is for (the basket or a preselected product): the dates disable days a line is short on. */
  lines: readonly HireBasketLine[];
  /** There is something to quote for: basket lines or a preselected product. */
  canSubmit: boolean;
  submitting: boolean;
}

/**
 * Contact details, hire dates, delivery and installation, checked field by field with the service's own messages.
 * Drawn without antd, as its Form draws it; each date field becomes antd's DatePicker when first used (DateInput).
 */
export function QuoteForm({ form, lines, canSubmit, submitting }: QuoteFormProps) {
  const { values } = form;
  const dates = { start: values.startDate, end: values.endDate };
  const pickers = useHireDayPickers(
    lines.map((line) => ({ slug: line.product.slug, quantity: line.quantity })),
    dates,
  );
  const dateError = (field: 'startDate' | 'endDate') => form.error(field);

  return (
    <form onSubmit={form.submit} aria-label="Hire quote request" data-testid="hire-quote-form" noValidate>
      <fieldset className="form-fieldset" disabled={submitting}>
        <Panel title="Your Details" className="checkout-section">
          <div className="form-row">
            <TextField form={form} name="customerName" id={idOf('customerName')} label="Full Name" required />
            <TextField form={form} name="customerEmail" id={idOf('customerEmail')} label="Email" required />
            <TextField form={form} name="customerPhone" id={idOf('customerPhone')} label="Phone (optional)" />
          </div>
        </Panel>
        <Panel title="Hire Dates" className="checkout-section">
          <div className="form-row">
            {(['startDate', 'endDate'] as const).map((field) => (
              <FormItem
                key={field}
                id={idOf(field)}
                label={field === 'startDate' ? 'Start Date' : 'End Date'}
                required
                error={dateError(field)}
              >
                <DateInput
                  {...(field === 'startDate' ? pickers.start : pickers.end)}
                  id={idOf(field)}
                  value={values[field]}
                  onChange={(day) => form.set(field, day)}
                  invalid={Boolean(dateError(field))}
                  disabled={submitting}
                  aria-describedby={fieldAria(idOf(field), dateError(field))['aria-describedby']}
                />
              </FormItem>
            ))}
          </div>
          <ShortLineNotes lines={lines} dates={dates} />
        </Panel>
        <Panel title="Delivery and Installation" className="checkout-section">
          <CheckboxField form={form} name="deliveryRequired" id={idOf('deliveryRequired')}>
            Delivery required
          </CheckboxField>
          {values.deliveryRequired && (
            <div className="form-row">
              <div className="form-col-wide">
                <TextField
                  form={form}
                  name="deliveryAddress"
                  id={idOf('deliveryAddress')}
                  label="Delivery Address"
                  required
                />
              </div>
              <TextField form={form} name="deliveryCity" id={idOf('deliveryCity')} label="City" required />
              <TextField
                form={form}
                name="deliveryPostalCode"
                id={idOf('deliveryPostalCode')}
                label="Postal Code"
                required
              />
            </div>
          )}
          <CheckboxField form={form} name="installationRequired" id={idOf('installationRequired')}>
            Installation required
          </CheckboxField>
          <TextAreaField
            form={form}
            name="additionalNotes"
            id={idOf('additionalNotes')}
            label="Additional Notes"
            rows={4}
            placeholder="Venue, access, timings or anything else we should know"
          />
        </Panel>
        {isContactMissing(form) && (
          <div className="hire-quote-contact-missing">
            <Notice type="error" message={CONTACT_REQUIRED} testId="hire-quote-contact-missing" />
          </div>
        )}
        <Button
          variant="primary"
          htmlType="submit"
          size="large"
          block
          loading={submitting}
          disabled={!canSubmit}
          data-testid="hire-quote-submit"
        >
          Submit Quote Request
        </Button>
      </fieldset>
    </form>
  );
}
