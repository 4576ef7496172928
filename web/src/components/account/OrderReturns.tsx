import { useMutation, useQuery } from '@apollo/client';
import {
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  formatGBP,
  formatLongDate,
  formatUkDay,
  ukCalendarDay,
  type ReturnReason,
  type ReturnStatus,
} from '@shop/contracts';
import { RETURN_STATUS_COLOURS } from '@shop/web-common';
import { Alert, Button, Card, Form, Input, InputNumber, List, Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { shopperMessage } from '../../errors';
import {
  ORDER_RETURNS_QUERY,
  REQUEST_RETURN_MUTATION,
  type OrderReturnEntry,
  type OrderReturnsDetail,
} from '../../graphql/order-returns';
import { useSubmitGuard } from '../../hooks/useSubmitGuard';

/** How often the page looks again while a received return waits for Stripe to confirm its refund. */
const REFUND_POLL_MS = 3_000;

const STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved: send it back',
  declined: 'Declined',
  received: 'Received: refund on its way',
  refunded: 'Refunded',
};

function ReturnSummary({ entry }: { entry: OrderReturnEntry }) {
  const status = entry.status as ReturnStatus;
  return (
    <div data-testid="order-return" data-return-id={entry.id}>
      <strong>{entry.id}</strong>{' '}
      <Tag color={RETURN_STATUS_COLOURS[status] ?? 'default'} data-testid="order-return-status">
        {STATUS_LABELS[status] ?? entry.status}
      </Tag>
      <div className="muted">
        {entry.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')} ·{' '}
        {RETURN_REASON_LABELS[entry.reason as ReturnReason] ?? entry.reason}
      </div>
      {entry.status === 'approved' && entry.returnsAddress && (
        <div data-testid="order-return-address">
          Send it with {entry.id} on the parcel to:
          <div style={{ whiteSpace: 'pre-line' }}>{entry.returnsAddress}</div>
        </div>
      )}
      {entry.declineReason && <div>Why: {entry.declineReason}</div>}
      {entry.refund !== null && entry.refund !== undefined && (
        <div data-testid="order-return-refund">
          {entry.status === 'refunded' ? 'Refunded' : 'Refund'} {formatGBP(entry.refund)}
          {entry.refundedAt ? ` on ${formatLongDate(entry.refundedAt)}` : ''}
        </div>
      )}
    </div>
  );
}

interface ReturnFormValues {
  quantities: Record<string, number | null>;
  reason: ReturnReason;
  note?: string;
}

function ReturnForm({ order, onDone }: { order: OrderReturnsDetail; onDone: () => void }) {
  const [form] = Form.useForm<ReturnFormValues>();
  const [requestReturn] = useMutation(REQUEST_RETURN_MUTATION, {
    refetchQueries: [{ query: ORDER_RETURNS_QUERY, variables: { id: order.id } }],
    awaitRefetchQueries: true,
  });
  const [error, setError] = useState<string | null>(null);
  const returnable = order.items.filter((item) => item.returnable > 0);

  const { submit, busy } = useSubmitGuard(async (values: ReturnFormValues) => {
    const lines = returnable
      .map((item) => ({ lineId: item.id, quantity: values.quantities?.[item.id] ?? 0 }))
      .filter((line) => line.quantity > 0);
    if (lines.length === 0) {
      setError('Choose at least one item to return');
      return false;
    }
    try {
      await requestReturn({ variables: { orderId: order.id, lines, reason: values.reason, note: values.note } });
      setError(null);
      onDone();
      return true;
    } catch (err) {
      setError(shopperMessage(err, 'Your return could not be sent. Please try again.'));
      return false;
    }
  });

  return (
    <Form<ReturnFormValues> form={form} layout="vertical" onFinish={submit} aria-label="Return items">
      {returnable.map((item) => (
        <Form.Item
          key={item.id}
          name={['quantities', String(item.id)]}
          label={`${item.product.name} (up to ${item.returnable})`}
          initialValue={0}
        >
          <InputNumber min={0} max={item.returnable} precision={0} data-testid={`return-quantity-${item.id}`} />
        </Form.Item>
      ))}
      <Form.Item name="reason" label="Reason" rules={[{ required: true, message: 'Choose a reason' }]}>
        <Select
          data-testid="return-reason"
          options={RETURN_REASONS.map((reason) => ({ value: reason, label: RETURN_REASON_LABELS[reason] }))}
        />
      </Form.Item>
      <Form.Item name="note" label="Anything we should know (optional)">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} className="order-alert" data-testid="return-error" />}
      <Button type="primary" htmlType="submit" loading={busy} data-testid="return-submit">
        Send return request
      </Button>
    </Form>
  );
}

/**
 * The order's returns on its page: what was asked back and where each stands, the history after the sale, and,
 * within the window after delivery, a form to ask for another.
 */
export function OrderReturns({ orderId }: { orderId: number }) {
  const { data, startPolling, stopPolling } = useQuery(ORDER_RETURNS_QUERY, {
    variables: { id: orderId },
    fetchPolicy: 'cache-and-network',
  });
  const [asking, setAsking] = useState(false);
  const order = data?.order;
  const waitingOnRefund = order?.returns.some((r) => r.status === 'received') ?? false;
  useEffect(() => {
    if (!waitingOnRefund) return;
    startPolling(REFUND_POLL_MS);
    return () => stopPolling();
  }, [waitingOnRefund, startPolling, stopPolling]);

  if (!order?.returnsCloseOn) return null;
  const open = ukCalendarDay(new Date()) <= order.returnsCloseOn;
  const anyLeft = order.items.some((item) => item.returnable > 0);
  return (
    <Card title="Returns" className="order-side-card" data-testid="order-returns">
      <p className="muted" data-testid="order-returns-window">
        {open
          ? `Returns for this order are open until ${formatUkDay(order.returnsCloseOn)}.`
          : `Returns for this order closed on ${formatUkDay(order.returnsCloseOn)}.`}
      </p>
      {order.returns.length > 0 && (
        <List
          size="small"
          dataSource={order.returns}
          renderItem={(entry) => (
            <List.Item>
              <ReturnSummary entry={entry} />
            </List.Item>
          )}
        />
      )}
      {open && anyLeft && !asking && (
        <Button onClick={() => setAsking(true)} data-testid="return-start">
          Return items
        </Button>
      )}
      {open && asking && <ReturnForm order={order} onDone={() => setAsking(false)} />}
      {order.history.length > 0 && (
        <List
          size="small"
          header={<strong>History</strong>}
          data-testid="order-history"
          dataSource={order.history}
          renderItem={(line) => (
            <List.Item>
              <span className="muted">{formatLongDate(line.at)}</span> {line.text}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
