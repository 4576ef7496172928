import { hireQuoteRequestSchema, type HireQuoteRequest } from '@shop/contracts';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { HireQuoteInput } from '../graphql/hire';

/** The quote form as typed; hireQuoteRequestSchema turns it into the checked request. */
export interface QuoteFormValues {
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  deliveryRequired: boolean;
  installationRequired: boolean;
  deliveryAddress?: string;
  deliveryCity?: string;
  deliveryPostalCode?: string;
  additionalNotes?: string;
}

export type QuoteField = keyof QuoteFormValues;

export function parseQuoteForm(values: QuoteFormValues) {
  return hireQuoteRequestSchema.safeParse({
    ...values,
    startDate: values.startDate?.toDate(),
    endDate: values.endDate?.toDate(),
  });
}

/**
 * A field's rule: the whole request is checked by the service's own schema (its cross-field rules need the other
 * fields) and the field shows every distinct message about itself.
 */
export const quoteRule =
  (field: QuoteField, required = false): FormRule =>
  ({ getFieldsValue }) => ({
    required,
    validator: async () => {
      const result = parseQuoteForm(getFieldsValue(true) as QuoteFormValues);
      if (result.success) return;
      const messages = result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
      if (messages.length > 0) throw new Error([...new Set(messages)].join(' '));
    },
  });

/** The checked request as the createHireQuote mutation takes it: dates as ISO strings. */
export const toQuoteInput = (request: HireQuoteRequest): HireQuoteInput => ({
  ...request,
  startDate: request.startDate.toISOString(),
  endDate: request.endDate.toISOString(),
});
