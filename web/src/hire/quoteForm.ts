import type { HireQuoteRequest } from '@shop/contracts';
import type { Dayjs } from 'dayjs';
import type { HireQuoteInput } from '../graphql/hire';

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

/** The checked request as the createHireQuote mutation takes it: dates as ISO strings. */
export const toQuoteInput = (request: HireQuoteRequest): HireQuoteInput => ({
  ...request,
  startDate: request.startDate.toISOString(),
  endDate: request.endDate.toISOString(),
});
