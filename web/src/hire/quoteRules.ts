import { hireQuoteRequestSchema } from '@shop/contracts';
import type { FieldErrors } from '../hooks/useFormState';
import type { QuoteFormValues } from './quoteForm';

/**
 * The quote form's rules, loaded when the form is first used (the schema is not in the page's first load): the
 * whole request is checked by the service's own schema, whose cross-field rules need the other fields.
 */
export function parseQuoteForm(values: QuoteFormValues) {
  return hireQuoteRequestSchema.safeParse({
    ...values,
    startDate: values.startDate?.toDate(),
    endDate: values.endDate?.toDate(),
  });
}

/** Each field's messages about itself, every distinct one, as one line. */
export function quoteErrors(values: QuoteFormValues): FieldErrors<QuoteFormValues> {
  const result = parseQuoteForm(values);
  if (result.success) return {};
  const messages = new Map<keyof QuoteFormValues, Set<string>>();
  const errors: FieldErrors<QuoteFormValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof QuoteFormValues;
    const seen = messages.get(field) ?? new Set<string>();
    seen.add(issue.message);
    messages.set(field, seen);
    errors[field] = [...seen].join(' ');
  }
  return errors;
}
