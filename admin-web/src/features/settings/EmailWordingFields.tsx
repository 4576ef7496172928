import { Collapse, Form, Input } from 'antd';
import { DEFAULT_EMAIL_WORDING, EMAIL_KINDS, type EmailKind } from '@shop/contracts';

const KIND_LABELS: Record<EmailKind, string> = {
  orderConfirmation: 'Order confirmation',
  orderShipped: 'Order shipped',
  orderDelivered: 'Order delivered',
  orderCancelled: 'Order cancelled',
  hireQuoteConfirmation: 'Hire quote confirmation',
  hireQuoteApproved: 'Hire quote approved',
  hireQuoteRejected: 'Hire quote rejected',
  hireQuoteCompleted: 'Hire quote completed',
};

/**
 * The title and opening paragraph of each email, one panel per kind. Panels render while closed so their fields stay
 * in the form's values; a blank field falls back to the default wording shown as its placeholder.
 */
export function EmailWordingFields() {
  return (
    <Collapse
      data-testid="email-wording"
      style={{ marginBottom: 24 }}
      items={EMAIL_KINDS.map((kind) => ({
        key: kind,
        label: KIND_LABELS[kind],
        forceRender: true,
        children: (
          <>
            <Form.Item name={`${kind}Title`} label="Title">
              <Input placeholder={DEFAULT_EMAIL_WORDING[kind].title} />
            </Form.Item>
            <Form.Item name={`${kind}Intro`} label="Intro">
              <Input.TextArea rows={3} placeholder={DEFAULT_EMAIL_WORDING[kind].intro} />
            </Form.Item>
          </>
        ),
      }))}
    />
  );
}
