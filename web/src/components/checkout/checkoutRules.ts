import { checkoutFormSchema } from '@shop/contracts';
import type { FieldErrors } from '../../hooks/useFormState';
import type { CheckoutFormValues } from './CheckoutForm';

/**
 * The checkout's rules, loaded when the form is first used (the schemas are not in the page's first load): each
 * field checked by the checkout's own schema, with the first problem's message, as the order service says it.
 */
export function checkoutErrors(values: CheckoutFormValues): FieldErrors<CheckoutFormValues> {
  const errors: FieldErrors<CheckoutFormValues> = {};
  for (const [field, schema] of Object.entries(checkoutFormSchema.shape)) {
    const name = field as keyof CheckoutFormValues;
    const result = schema.safeParse(values[name]);
    if (!result.success) errors[name] = result.error.issues[0]?.message;
  }
  return errors;
}

/** The checked order: trimmed, and the country named as it is stored. */
export const parseCheckout = (values: CheckoutFormValues) => checkoutFormSchema.safeParse(values);
