import { formatDayMonthYear, formatGBP } from '@shop/contracts';
import type { HTMLAttributes } from 'react';
import { Alert, Descriptions, Space, Table, Typography } from 'antd';
import type { HireBooking, HireQuoteDesk } from '../../../graphql/quotes';
import { OverdueTag } from '../floor/OverdueTag';
import { WarehouseFloor } from '../floor/WarehouseFloor';
import { CancelBookingButton } from './CancelBookingButton';
import { PAYMENT_METHOD_LABELS, RecordPaymentForm } from './RecordPaymentForm';

type Payment = HireBooking['payments'][number];

const BAND_LABELS: Record<string, string> = {
  'more-than-7-days': 'more than 7 days before the hire',
  '3-to-7-days': '3 to 7 days before the hire',
  'under-3-days': 'under 3 days before the hire',
};

const money = (testId: string, amount: number) => <span data-testid={testId}>{formatGBP(amount)}</span>;

/** The booking's page as the customer's emails link to it (their pay card on it), for the desk to pass on by hand. */
function CustomerLink({ path }: { path: string }) {
  const url = new URL(path, window.location.origin).href;
  return (
    <Typography.Paragraph data-testid="booking-customer-link">
      Customer&apos;s booking page:{' '}
      <Typography.Text copyable={{ text: url, tooltips: ['Copy link', 'Copied'] }}>
        <Typography.Link href={url} target="_blank" rel="noreferrer">
          {url}
        </Typography.Link>
      </Typography.Text>
    </Typography.Paragraph>
  );
}

function Acceptance({ quote }: { quote: HireQuoteDesk }) {
  const accepted = quote.acceptance;
  if (!accepted) {
    return <Typography.Paragraph type="secondary">Confirmed by the hire desk.</Typography.Paragraph>;
  }
  return (
    <Typography.Paragraph data-testid="booking-acceptance">
      Accepted by <strong>{accepted.name}</strong> on {formatDayMonthYear(accepted.at)} (
      {quote.number ? `${quote.number} rev ${accepted.revision}` : `rev ${accepted.revision}`})
      {accepted.ip && <Typography.Text type="secondary"> from {accepted.ip}</Typography.Text>}
    </Typography.Paragraph>
  );
}

/**
 * A confirmed quote's booking: who accepted, the customer's link to it, the money due and paid, payments, cancelling
 * it, a warning while the security deposit is not held, and its floor.
 */
export function BookingPanel({ quote, booking }: { quote: HireQuoteDesk; booking: HireBooking }) {
  const cancelled = quote.cancellation;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="quote-booking">
      <Acceptance quote={quote} />
      {quote.acceptPath && <CustomerLink path={quote.acceptPath} />}
      <OverdueTag floor={quote.floor ?? null} />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'total', label: 'Total', children: money('booking-total', booking.total) },
          { key: 'deposit', label: 'Booking deposit due', children: money('booking-deposit', booking.depositDue) },
          { key: 'paid', label: 'Paid', children: money('booking-paid', booking.paid) },
          {
            key: 'balance',
            label: booking.balance < 0 ? 'Owed back to the customer' : 'Balance',
            children: money('booking-balance', Math.abs(booking.balance)),
          },
          {
            key: 'due',
            label: `Balance due by ${formatDayMonthYear(booking.balanceDueDate)}`,
            children: money('booking-balance-due', booking.balanceDue),
          },
          {
            key: 'held',
            label: 'Security deposit held',
            children: money('booking-security-deposit-held', booking.securityDepositHeld),
          },
        ]}
      />
      {cancelled && (
        <Alert
          type="warning"
          showIcon
          data-testid="booking-cancellation"
          message={`Cancelled on ${formatDayMonthYear(cancelled.at)}, ${BAND_LABELS[cancelled.band] ?? cancelled.band}`}
          description={
            <>
              Fee {formatGBP(cancelled.fee)}, refund {formatGBP(cancelled.refund)}, still owed{' '}
              {formatGBP(cancelled.owed)}
              {cancelled.reason && `. Reason: ${cancelled.reason}`}
            </>
          }
        />
      )}
      <Typography.Title level={5}>Payments</Typography.Title>
      <Table<Payment>
        size="small"
        rowKey="id"
        dataSource={[...booking.payments]}
        pagination={false}
        locale={{ emptyText: 'No payments recorded' }}
        onRow={() => ({ 'data-testid': 'booking-payment' }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: 'Date', dataIndex: 'at', render: (iso: string) => formatDayMonthYear(iso) },
          { title: 'Kind', dataIndex: 'kind', render: (kind: string) => (kind === 'refund' ? 'Refund' : 'Payment') },
          {
            title: 'Method',
            dataIndex: 'method',
            render: (method: string) => PAYMENT_METHOD_LABELS[method as keyof typeof PAYMENT_METHOD_LABELS] ?? method,
          },
          { title: 'Reference', dataIndex: 'reference', render: (ref: string | null) => ref ?? '—' },
          {
            title: 'Amount',
            key: 'amount',
            align: 'right',
            render: (_, p) => formatGBP(p.kind === 'refund' ? -p.amount : p.amount),
          },
        ]}
      />
      <RecordPaymentForm quoteId={quote.id} />
      {quote.stage === 'confirmed' && <CancelBookingButton quoteId={quote.id} />}
      {(quote.stage === 'confirmed' || quote.stage === 'out') && booking.securityDepositDue > 0 && (
        // A warning, not a block: the desk may still send the equipment out.
        <Alert
          type="warning"
          showIcon
          data-testid="security-deposit-not-held"
          message={`Security deposit not held: ${formatGBP(booking.securityDepositDue)} still to take before dispatch`}
          description="The customer can pay it by card from their booking page once the balance is paid, or record a cash or transfer deposit above."
        />
      )}
      {quote.floor && <WarehouseFloor quoteId={quote.id} stage={quote.stage} floor={quote.floor} />}
    </Space>
  );
}
