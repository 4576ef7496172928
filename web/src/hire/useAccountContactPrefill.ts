import { useEffect, useRef } from 'react';
import type { FormState } from '../hooks/useFormState';
import { useSession } from '../hooks/useSession';
import type { QuoteFormValues } from './quoteForm';

type ContactField = 'customerName' | 'customerEmail' | 'customerPhone';

/**
 * Fills the quote form's name, email and phone from the signed-in account, once the account is known. Only empty
 * fields are filled, so what the customer has typed stays, and the fields remain theirs to edit.
 */
export function useAccountContactPrefill(form: FormState<QuoteFormValues>): void {
  const { user } = useSession();
  const filledFor = useRef<number | null>(null);
  const { values, set } = form;

  useEffect(() => {
    if (!user || filledFor.current === user.id) return;
    filledFor.current = user.id;
    const fromAccount: Record<ContactField, string | null | undefined> = {
      customerName: user.fullName,
      customerEmail: user.email,
      customerPhone: user.phone,
    };
    for (const [field, value] of Object.entries(fromAccount) as [ContactField, string | null | undefined][]) {
      if (value && !values[field]) set(field, value);
    }
  }, [user, values, set]);
}
