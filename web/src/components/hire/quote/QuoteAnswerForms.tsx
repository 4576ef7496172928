import { useMutation } from '@apollo/client';
import { serverMessage } from '@shop/web-common';
import { useState } from 'react';
import { ACCEPT_HIRE_QUOTE_MUTATION, DECLINE_HIRE_QUOTE_MUTATION } from '../../../graphql/hireQuotes';
import { useFormState } from '../../../hooks/useFormState';
import { useSubmitGuard } from '../../../hooks/useSubmitGuard';
import { Button } from '../../ui/Button';
import { Checkbox, FormItem, TextArea, TextInput, fieldAria } from '../../ui/form';
import { Notice } from '../../ui/Notice';
import { Panel } from '../../ui/Panel';

/** Which quote is answered, and the link token it was opened with (none for its signed-in owner). */
export interface QuoteAnswerTarget {
  id: number;
  token: string | null;
}

export interface AcceptFields {
  acceptTerms: boolean;
  fullName: string;
}

// Accepting's rules (the service's zod schema) load with the form's first change or submit, not with the page.
const rules = () => import('./quoteAnswerRules');

/**
 * Accepting: the terms ticked and the full name typed, both checked by the service's own rules here
 * and again by the service, whose refusal (the equipment no longer free, the quote expired, revised since
 * the page was opened) is shown as it says. It names the revision shown, so only that one can be accepted.
 */
function AcceptForm({ target, revision }: { target: QuoteAnswerTarget; revision: number }) {
  const [accept, { error }] = useMutation(ACCEPT_HIRE_QUOTE_MUTATION);
  const { submit, busy } = useSubmitGuard(({ acceptTerms, fullName }: AcceptFields) =>
    accept({ variables: { ...target, revision, acceptTerms, fullName } }).then(
      () => true,
      () => false,
    ),
  );
  const form = useFormState<AcceptFields>({
    initialValues: () => ({ acceptTerms: false, fullName: '' }),
    check: (values) => rules().then(({ acceptErrors }) => acceptErrors(values)),
    onValid: (values) => void submit(values),
  });
  const termsError = form.error('acceptTerms');
  const nameError = form.error('fullName');

  return (
    <Panel title="Accept this quote" testId="accept-quote">
      <form onSubmit={form.submit} data-testid="accept-form" noValidate>
        <FormItem id="accept_acceptTerms" error={termsError}>
          <Checkbox
            {...fieldAria('accept_acceptTerms', termsError)}
            id="accept_acceptTerms"
            checked={form.values.acceptTerms}
            onChange={(checked) => form.set('acceptTerms', checked)}
            data-testid="accept-terms"
          >
            I accept the hire terms
          </Checkbox>
        </FormItem>
        <FormItem id="accept_fullName" label="Type your full name" error={nameError}>
          <TextInput
            {...fieldAria('accept_fullName', nameError)}
            id="accept_fullName"
            autoComplete="name"
            maxLength={200}
            value={form.values.fullName}
            invalid={Boolean(nameError)}
            onChange={(value) => form.set('fullName', value)}
            data-testid="accept-name"
          />
        </FormItem>
        {error && (
          <div className="quote-answer-error">
            <Notice type="error" message={serverMessage(error)} testId="accept-error" />
          </div>
        )}
        <Button variant="primary" htmlType="submit" loading={busy} data-testid="accept-submit">
          Accept quote
        </Button>
      </form>
    </Panel>
  );
}

/** Declining, with a reason if the customer wishes to give one. */
function DeclineForm({ target }: { target: QuoteAnswerTarget }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [decline, { error }] = useMutation(DECLINE_HIRE_QUOTE_MUTATION);
  const { submit, busy } = useSubmitGuard((given: string) =>
    decline({ variables: { ...target, reason: given.trim() || null } }).then(
      () => true,
      () => false,
    ),
  );

  if (!open) {
    return (
      <Button onClick={() => setOpen(true)} data-testid="decline-open">
        Decline this quote
      </Button>
    );
  }
  return (
    <Panel title="Decline this quote" testId="decline-quote">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(reason);
        }}
        data-testid="decline-form"
        noValidate
      >
        <FormItem id="decline_reason" label="Reason (optional)">
          <TextArea
            id="decline_reason"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={setReason}
            data-testid="decline-reason"
          />
        </FormItem>
        {error && (
          <div className="quote-answer-error">
            <Notice type="error" message={serverMessage(error)} testId="decline-error" />
          </div>
        )}
        <Button danger htmlType="submit" loading={busy} data-testid="decline-submit">
          Decline quote
        </Button>
      </form>
    </Panel>
  );
}

/** The customer's two answers to the open revision shown (its number). Drawn without antd. */
export function QuoteAnswerForms({ target, revision }: { target: QuoteAnswerTarget; revision: number }) {
  return (
    <div className="quote-answers" data-testid="quote-answers">
      <AcceptForm target={target} revision={revision} />
      <DeclineForm target={target} />
    </div>
  );
}
