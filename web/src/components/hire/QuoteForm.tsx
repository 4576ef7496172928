import type { HireBasketLine } from '@shop/contracts';
import { defaultHireDates } from '../../hire/hireDates';
import type { QuoteField, QuoteFormValues } from '../../hire/quoteForm';
import { useHireDayPickers } from '../../hire/useBusyDays';
import type { FormState } from '../../hooks/useFormState';
import { Button } from '../ui/Button';
import { DateInput } from '../ui/DateInput';
import { Checkbox, FormItem, TextArea, TextInput, fieldAria } from '../ui/form';
import { Panel } from '../ui/Panel';
import { ShortLineNotes } from './ShortLineNotes';

/** The form as it starts: the default hire dates (tomorrow to three days ahead), no delivery or installation. */
export const quoteInitialValues = (): QuoteFormValues => {
  const { start, end } = defaultHireDates();
  return { startDate: start, endDate: end, deliveryRequired: false, installationRequired: false };
};

type TextFieldName = Exclude<QuoteField, 'startDate' | 'endDate' | 'deliveryRequired' | 'installationRequired'>;

const idOf = (field: QuoteField) => `hire-quote_${field}`;

interface TextFieldProps {
  form: FormState<QuoteFormValues>;
  name: TextFieldName;
  label: string;
  required?: boolean;
}

function TextField({ form, name, label, required = false }: TextFieldProps) {
  const error = form.error(name);
  return (
    <FormItem id={idOf(name)} label={label} required={required} error={error}>
      <TextInput
        {...fieldAria(idOf(name), error)}
        id={idOf(name)}
        name={name}
        value={form.values[name] ?? ''}
        invalid={Boolean(error)}
        onChange={(value) => form.set(name, value)}
      />
    </FormItem>
  );
}

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
            <TextField form={form} name="customerName" label="Full Name" required />
            <TextField form={form} name="customerEmail" label="Email" required />
            <TextField form={form} name="customerPhone" label="Phone (optional)" />
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
          <FormItem id={idOf('deliveryRequired')}>
            <Checkbox
              id={idOf('deliveryRequired')}
              checked={values.deliveryRequired}
              onChange={(checked) => form.set('deliveryRequired', checked)}
            >
              Delivery required
            </Checkbox>
          </FormItem>
          {values.deliveryRequired && (
            <div className="form-row">
              <div className="form-col-wide">
                <TextField form={form} name="deliveryAddress" label="Delivery Address" required />
              </div>
              <TextField form={form} name="deliveryCity" label="City" required />
              <TextField form={form} name="deliveryPostalCode" label="Postal Code" required />
            </div>
          )}
          <FormItem id={idOf('installationRequired')}>
            <Checkbox
              id={idOf('installationRequired')}
              checked={values.installationRequired}
              onChange={(checked) => form.set('installationRequired', checked)}
            >
              Installation required
            </Checkbox>
          </FormItem>
          <FormItem id={idOf('additionalNotes')} label="Additional Notes" error={form.error('additionalNotes')}>
            <TextArea
              {...fieldAria(idOf('additionalNotes'), form.error('additionalNotes'))}
              id={idOf('additionalNotes')}
              name="additionalNotes"
              rows={4}
              placeholder="Venue, access, timings or anything else we should know"
              value={values.additionalNotes ?? ''}
              invalid={Boolean(form.error('additionalNotes'))}
              onChange={(value) => form.set('additionalNotes', value)}
            />
          </FormItem>
        </Panel>
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
