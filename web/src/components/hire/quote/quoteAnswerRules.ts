import { hireQuoteAcceptanceSchema } from '@shop/contracts';
import type { FieldErrors } from '../../../hooks/useFormState';
import type { AcceptFields } from './QuoteAnswerForms';

/**
 * Accepting's rules, loaded when the form is first used (the schema is not in the page's first load): the terms
 * ticked and the full name typed, each checked by the service's own schema, with its first message.
 */
export function acceptErrors(values: AcceptFields): FieldErrors<AcceptFields> {
  const errors: FieldErrors<AcceptFields> = {};
  const terms = hireQuoteAcceptanceSchema.shape.acceptTerms.safeParse(values.acceptTerms);
  if (!terms.success) errors.acceptTerms = terms.error.issues[0]?.message;
  const name = hireQuoteAcceptanceSchema.shape.fullName.safeParse(values.fullName);
  if (!name.success) errors.fullName = name.error.issues[0]?.message;
  return errors;
}
