import { HIRE_QUOTE_MESSAGES, type HireQuoteRequest } from '@shop/contracts';
import type { Dayjs } from 'dayjs';
import type { HireQuoteInput } from '../graphql/hire';
import type { FormState } from '../hooks/useFormState';

/** The quote form as typed; hireQuoteRequestSchema (quoteRules) turns it into the checked request. */
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

/** What the form says besides its fields' messages when it refuses a request without a name or an email. */
export const CONTACT_REQUIRED = 'Name and email are required.';

/** The form refuses the request for want of a name or an email: either field shows its "required" message. */
export const isContactMissing = ({ error }: Pick<FormState<QuoteFormValues>, 'error'>) =>
  error('customerName') === HIRE_QUOTE_MESSAGES.nameRequired ||
  error('customerEmail') === HIRE_QUOTE_MESSAGES.emailRequired;

/** The checked request as the createHireQuote mutation takes it: dates as ISO strings. */
export const toQuoteInput = (request: HireQuoteRequest): HireQuoteInput => ({
  ...request,
  startDate: request.startDate.toISOString(),
  endDate: request.endDate.toISOString(),
});
