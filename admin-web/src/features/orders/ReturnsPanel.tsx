import { useMutation, useQuery } from '@apollo/client';
import { App, Button, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import {
  RETURN_OUTCOMES,
  RETURN_REASON_LABELS,
  RETURN_STATUSES,
  formatGBP,
  formatShortDate,
  type ReturnOutcome,
  type ReturnReason,
  type ReturnStatus,
} from '@shop/contracts';
import { RETURN_STATUS_COLOURS, serverMessage } from '@shop/web-common';
import { useState } from 'react';
import {
  ADMIN_RETURNS,
  APPROVE_RETURN,
  DECLINE_RETURN,
  RECEIVE_RETURN,
  type AdminReturnEntry,
} from '../../graphql/returns';
import { TransferRefundForm } from './TransferRefundForm';

const OUTCOME_LABELS: Record<ReturnOutcome, string> = { restock: 'Back to stock', 'write-off': 'Write off (damaged)' };

/** The admin says why a return is declined; the customer is emailed the reason. */
function DeclineModal({ entry, onClose }: { entry: AdminReturnEntry; onClose: () => void }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [decline, { loading }] = useMutation(DECLINE_RETURN, { refetchQueries: [ADMIN_RETURNS] });
  const submit = async ({ reason }: { reason: string }) => {
    try {
      await decline({ variables: { id: entry.id, reason } });
      notification.success({ message: `Return ${entry.id} declined` });
      onClose();
    } catch (err) {
      form.setFields([{ name: 'reason', errors: [serverMessage(err)] }]);
    }
  };
  return (
    <Modal open title={`Decline ${entry.id}`} onCancel={onClose} onOk={() => form.submit()} confirmLoading={loading}>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="return-decline-form">
        <Form.Item name="reason" label="Why (emailed to the customer)" rules={[{ required: true, whitespace: true }]}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The parcel is in: each line back to stock or written off; the refund is then asked of Stripe. */
function ReceiveModal({ entry, onClose }: { entry: AdminReturnEntry; onClose: () => void }) {
  const { notification } = App.useApp();
  const [outcomes, setOutcomes] = useState<Record<number, ReturnOutcome>>(
    Object.fromEntries(entry.lines.map((line) => [line.lineId, 'restock'])),
  );
  const [receive, { loading }] = useMutation(RECEIVE_RETURN, { refetchQueries: [ADMIN_RETURNS] });
  const submit = async () => {
    try {
      const lines = entry.lines.map((line) => ({ lineId: line.lineId, outcome: outcomes[line.lineId] }));
      const { data } = await receive({ variables: { id: entry.id, lines } });
      notification.success({
        message: `Return ${entry.id} received`,
        description: `Refund of ${formatGBP(data?.receiveReturn.refund ?? 0)} asked of Stripe`,
      });
      onClose();
    } catch (err) {
      notification.error({ message: 'Failed to receive the return', description: serverMessage(err) });
    }
  };
  return (
    <Modal
      open
      title={`Receive ${entry.id}`}
      onCancel={onClose}
      onOk={submit}
      okText="Receive and refund"
      confirmLoading={loading}
    >
      <Space direction="vertical" style={{ width: '100%' }} data-testid="return-receive-form">
        {entry.lines.map((line) => (
          <Space key={line.lineId} style={{ justifyContent: 'space-between', width: '100%' }}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <Select<ReturnOutcome>
              value={outcomes[line.lineId]}
              style={{ width: 200 }}
              onChange={(outcome) => setOutcomes((shown) => ({ ...shown, [line.lineId]: outcome }))}
              options={RETURN_OUTCOMES.map((outcome) => ({ value: outcome, label: OUTCOME_LABELS[outcome] }))}
              data-testid={`return-outcome-${line.lineId}`}
            />
          </Space>
        ))}
      </Space>
    </Modal>
  );
}

/** A received return of an order paid by bank transfer: the shop sends its refund by transfer, then records it. */
function RefundSentModal({ entry, onClose }: { entry: AdminReturnEntry; onClose: () => void }) {
  return (
    <Modal open title={`Refund ${entry.id} by bank transfer`} onCancel={onClose} footer={null} width={640}>
      <TransferRefundForm orderId={entry.orderId} returnId={entry.id} due={entry.refund ?? 0} onDone={onClose} />
    </Modal>
  );
}

/**
 * Returns the customers asked for, and the shop's steps on each: approve or decline, then receive, and for an order
 * paid by bank transfer, record the refund sent.
 */
export function ReturnsPanel() {
  const { notification } = App.useApp();
  const [status, setStatus] = useState<string | undefined>(undefined);
  const [declining, setDeclining] = useState<AdminReturnEntry | null>(null);
  const [receiving, setReceiving] = useState<AdminReturnEntry | null>(null);
  const [refunding, setRefunding] = useState<AdminReturnEntry | null>(null);
  const { data, loading } = useQuery(ADMIN_RETURNS, { variables: { status }, fetchPolicy: 'cache-and-network' });
  const [approve] = useMutation(APPROVE_RETURN, { refetchQueries: [ADMIN_RETURNS] });

  const approveReturn = async (entry: AdminReturnEntry) => {
    try {
      await approve({ variables: { id: entry.id } });
      notification.success({
        message: `Return ${entry.id} approved`,
        description: 'The customer is emailed where to send it.',
      });
    } catch (err) {
      notification.error({ message: 'Failed to approve the return', description: serverMessage(err) });
    }
  };

  return (
    <section data-testid="returns-panel" style={{ marginTop: 32 }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4}>Returns</Typography.Title>
        <Select
          allowClear
          placeholder="All statuses"
          style={{ width: 180 }}
          value={status}
          onChange={setStatus}
          options={RETURN_STATUSES.map((value) => ({ value, label: value }))}
          data-testid="returns-status-filter"
        />
      </Space>
      <Table<AdminReturnEntry>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data?.adminReturns ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: 'Return', dataIndex: 'id' },
          { title: 'Order', dataIndex: 'orderId', render: (id: number) => `#${id}` },
          { title: 'Customer', render: (_, r) => r.customerName || r.customerEmail || 'Customer' },
          { title: 'Asked', dataIndex: 'requestedAt', render: (at: string) => formatShortDate(at) },
          {
            title: 'Items',
            render: (_, r) => r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', '),
          },
          {
            title: 'Reason',
            render: (_, r) => (
              <span title={r.note ?? undefined}>{RETURN_REASON_LABELS[r.reason as ReturnReason] ?? r.reason}</span>
            ),
          },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (value: string) => (
              <Tag color={RETURN_STATUS_COLOURS[value as ReturnStatus]} data-testid="return-status">
                {value}
              </Tag>
            ),
          },
          {
            title: 'Refund',
            dataIndex: 'refund',
            render: (refund: number | null) => (refund === null ? '' : formatGBP(refund)),
          },
          {
            title: 'Actions',
            render: (_, r) => (
              <Space>
                {r.status === 'requested' && (
                  <>
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => void approveReturn(r)}
                      data-testid="return-approve"
                    >
                      Approve
                    </Button>
                    <Button size="small" danger onClick={() => setDeclining(r)} data-testid="return-decline">
                      Decline
                    </Button>
                  </>
                )}
                {r.status === 'approved' && (
                  <Button size="small" type="primary" onClick={() => setReceiving(r)} data-testid="return-receive">
                    Receive
                  </Button>
                )}
                {r.status === 'received' && r.refundByTransfer && (
                  <Button size="small" type="primary" onClick={() => setRefunding(r)} data-testid="return-refund-sent">
                    Record refund sent
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {declining && <DeclineModal entry={declining} onClose={() => setDeclining(null)} />}
      {receiving && <ReceiveModal entry={receiving} onClose={() => setReceiving(null)} />}
      {refunding && <RefundSentModal entry={refunding} onClose={() => setRefunding(null)} />}
    </section>
  );
}
