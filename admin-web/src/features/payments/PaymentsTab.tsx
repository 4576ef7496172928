import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import {
  addUkDays,
  formatDayHeading,
  formatGBP,
  ukCalendarDay,
  type ReconciliationDifferenceKind,
} from '@shop/contracts';
import { InvoiceExport } from './InvoiceExport';
import {
  latestReconciliations,
  reconcileDay,
  type ReconciliationDifference,
  type ReconciliationReport,
} from './reconciliations';

const DAYS = 14;

const KIND_LABELS: Record<ReconciliationDifferenceKind, string> = {
  unrecorded: 'At Stripe, not recorded',
  'not-in-stripe': 'Recorded, not at Stripe',
  amount: 'Amount differs',
  state: 'State differs',
};

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const money = (amount: number | null) => (amount === null ? '—' : formatGBP(amount));

const columns = [
  {
    title: 'Difference',
    dataIndex: 'kind',
    render: (kind: ReconciliationDifferenceKind) => <Tag color="red">{KIND_LABELS[kind]}</Tag>,
  },
  { title: 'Of', dataIndex: 'object' },
  {
    title: 'Stripe id',
    dataIndex: 'stripeId',
    render: (id: string | null) =>
      id ? (
        <Typography.Text code copyable>
          {id}
        </Typography.Text>
      ) : (
        '—'
      ),
  },
  { title: 'Payment', dataIndex: 'paymentId', render: (id: number | null) => (id === null ? '—' : `#${id}`) },
  { title: 'At Stripe', dataIndex: 'stripeAmount', render: money },
  { title: 'Recorded', dataIndex: 'recordedAmount', render: money },
  { title: 'Detail', dataIndex: 'detail' },
];

/** One day's report: how many matched, and each difference with its Stripe id. */
function DayReport({ report }: { report: ReconciliationReport }) {
  const clean = report.differences.length === 0;
  return (
    <Card
      size="small"
      style={{ marginBottom: 16 }}
      data-testid={`reconciliation-${report.day}`}
      title={
        <Space>
          {formatDayHeading(report.day)}
          <Tag color={clean ? 'green' : 'red'}>{clean ? 'All matched' : `${report.differences.length} to look at`}</Tag>
        </Space>
      }
      extra={
        <Typography.Text type="secondary">
          {report.matched} matched · checked {dateTime.format(new Date(report.ranAt))}
        </Typography.Text>
      }
    >
      {!clean && (
        <Table<ReconciliationDifference>
          size="small"
          pagination={false}
          rowKey={(d) => `${d.kind}:${d.object}:${d.stripeId ?? d.paymentId}`}
          columns={columns}
          dataSource={report.differences}
        />
      )}
    </Card>
  );
}

/**
 * Payments: the daily reconciliation of Stripe's payments and refunds with the shop's records, the latest days
 * first, and a day run again now (after fixing a difference, or for today so far). What to do with each kind of
 * difference: docs/operations.md.
 */
export function PaymentsTab() {
  const { notification } = App.useApp();
  const [reports, setReports] = useState<ReconciliationReport[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setReports(await latestReconciliations(DAYS));
      setError(null);
    } catch (err) {
      setError((err as Error).message);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const run = async (day: string) => {
    setRunning(day);
    try {
      const report = await reconcileDay(day);
      notification.success({
        message: `Reconciled ${formatDayHeading(day)}`,
        description: `${report.matched} matched, ${report.differences.length} differences`,
      });
      await load();
    } catch (err) {
      notification.error({ message: 'Reconciliation failed', description: (err as Error).message });
    } finally {
      setRunning(null);
    }
  };

  const today = ukCalendarDay(new Date());
  const yesterday = addUkDays(today, -1);
  return (
    <section data-testid="payments-tab">
      <Typography.Title level={3}>Payments</Typography.Title>
      <InvoiceExport />
      <Card
        title="Reconciliation with Stripe"
        extra={
          <Space>
            <Button loading={running === yesterday} disabled={!!running} onClick={() => void run(yesterday)}>
              Reconcile yesterday
            </Button>
            <Button loading={running === today} disabled={!!running} onClick={() => void run(today)}>
              Reconcile today so far
            </Button>
            <Button icon={<ReloadOutlined />} aria-label="Refresh the reports" onClick={() => void load()} />
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">
          Each day Stripe&apos;s payments and refunds are compared with what the shop recorded. A difference is money
          Stripe moved that the shop does not know of, or knows differently: look its Stripe id up on Stripe&apos;s
          dashboard.
        </Typography.Paragraph>
        {error && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message="Error loading the reports"
            description={error}
          />
        )}
        {reports?.length === 0 && <Empty description="No day reconciled yet" />}
        {reports?.map((report) => (
          <DayReport key={report.day} report={report} />
        ))}
      </Card>
    </section>
  );
}
