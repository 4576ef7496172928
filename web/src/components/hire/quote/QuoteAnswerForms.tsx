import { useMutation } from '@apollo/client';
import { hireQuoteAcceptanceSchema } from '@shop/contracts';
import { serverMessage, zodRule } from '@shop/web-common';
import { Alert, Button, Card, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { ACCEPT_HIRE_QUOTE_MUTATION, DECLINE_HIRE_QUOTE_MUTATION } from '../../../graphql/hireQuotes';
import { useSubmitGuard } from '../../../hooks/useSubmitGuard';

/** Which quote is answered, and the link token it was opened with (none for its signed-in owner). */
export interface QuoteAnswerTarget {
  id: number;
  token: string | null;
}

interface AcceptFields {
  acceptTerms?: boolean;
  fullName?: string;
}

/**
 * Accepting: the terms ticked and the full name typed, both checked by the service's own rules here
 * and again by the service, whose refusal (the equipment no longer free, the quote expired) is shown as it says.
 */
function AcceptForm({ target }: { target: QuoteAnswerTarget }) {
  const [accept, { error }] = useMutation(ACCEPT_HIRE_QUOTE_MUTATION);
  const { submit, busy } = useSubmitGuard(({ acceptTerms, fullName }: AcceptFields) =>
    accept({ variables: { ...target, acceptTerms: acceptTerms === true, fullName } }).then(
      () => true,
      () => false,
    ),
  );

  return (
    <Card title="Accept this quote" data-testid="accept-quote">
      <Form<AcceptFields> layout="vertical" onFinish={submit} data-testid="accept-form" requiredMark={false}>
        <Form.Item
          name="acceptTerms"
          valuePropName="checked"
          rules={[zodRule(hireQuoteAcceptanceSchema.shape.acceptTerms)]}
        >
          <Checkbox data-testid="accept-terms">I accept the hire terms</Checkbox>
        </Form.Item>
        <Form.Item
          name="fullName"
          label="Type your full name"
          rules={[zodRule(hireQuoteAcceptanceSchema.shape.fullName)]}
        >
          <Input autoComplete="name" maxLength={200} data-testid="accept-name" />
        </Form.Item>
        {error && (
          <Alert
            type="error"
            showIcon
            className="quote-answer-error"
            message={serverMessage(error)}
            data-testid="accept-error"
          />
        )}
        <Button type="primary" htmlType="submit" loading={busy} data-testid="accept-submit">
          Accept quote
        </Button>
      </Form>
    </Card>
  );
}

/** Declining, with a reason if the customer wishes to give one. */
function DeclineForm({ target }: { target: QuoteAnswerTarget }) {
  const [open, setOpen] = useState(false);
  const [decline, { error }] = useMutation(DECLINE_HIRE_QUOTE_MUTATION);
  const { submit, busy } = useSubmitGuard(({ reason }: { reason?: string }) =>
    decline({ variables: { ...target, reason: reason?.trim() || null } }).then(
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
    <Card title="Decline this quote" data-testid="decline-quote">
      <Form<{ reason?: string }> layout="vertical" onFinish={submit} data-testid="decline-form">
        <Form.Item name="reason" label="Reason (optional)">
          <Input.TextArea rows={3} maxLength={1000} data-testid="decline-reason" />
        </Form.Item>
        {error && (
          <Alert
            type="error"
            showIcon
            className="quote-answer-error"
            message={serverMessage(error)}
            data-testid="decline-error"
          />
        )}
        <Button danger htmlType="submit" loading={busy} data-testid="decline-submit">
          Decline quote
        </Button>
      </Form>
    </Card>
  );
}

/** The customer's two answers to an open quote. */
export function QuoteAnswerForms({ target }: { target: QuoteAnswerTarget }) {
  return (
    <div className="quote-answers" data-testid="quote-answers">
      <AcceptForm target={target} />
      <DeclineForm target={target} />
    </div>
  );
}
