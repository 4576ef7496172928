import { HIRE_TERMS, VAT_RATE, formatPence, hireBreakdownText, toPence, formatGBP } from '@shop/contracts';
import { Card, Table } from 'antd';
import type { ReactNode } from 'react';
import type { SentRevision } from '../../../graphql/hireQuotes';
import { CALL_FOR_PRICE } from '../../../hire/hireFormat';
import { ukDay } from './quoteDays';

type Price = SentRevision['price'];
type Line = Price['lines'][number];

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="price-row" data-testid={testId}>
      <span>{label}</span>
      <strong>{children}</strong>
    </div>
  );
}

const daysText = ({ days, chargeableDays, weekend }: Price) => {
  const count = `${days} ${days === 1 ? 'day' : 'days'}`;
  if (weekend) return `${count} (collected Friday, returned Monday: charged as one day at the weekend rate)`;
  return chargeableDays === days ? count : `${count}, ${chargeableDays} charged`;
};

/** The charges between the lines and the total; those that are nothing are left out. */
const charges = (p: Price): [string, number, string][] =>
  (
    [
      ['Hire', p.hire, 'quote-hire'],
      ['Other lines', p.fixed, 'quote-fixed'],
      ['Discount', -p.discount, 'quote-discount'],
      ['Delivery', p.delivery, 'quote-delivery'],
      ['Installation', p.installation, 'quote-installation'],
      ['Damage waiver', p.damageWaiver, 'quote-damage-waiver'],
    ] as [string, number, string][]
  ).filter(([, amount]) => amount !== 0);

/** A sent revision as the customer received it: dates, priced lines, charges, VAT, total, deposits, notes and terms. */
export function SentQuote({ revision }: { revision: SentRevision }) {
  const { price } = revision;
  return (
    <div className="sent-quote" data-testid="sent-quote">
      <Card title="Hire dates">
        <p data-testid="quote-dates">
          {ukDay(price.startDate)} to {ukDay(price.endDate)} · {daysText(price)}
        </p>
      </Card>
      <Card title="Equipment and services">
        <Table<Line>
          size="small"
          pagination={false}
          rowKey={(_, index) => String(index)}
          dataSource={price.lines}
          data-testid="quote-lines"
          columns={[
            { title: 'Description', dataIndex: 'description', key: 'description' },
            { title: 'Qty', dataIndex: 'quantity', key: 'quantity', align: 'right' },
            {
              title: 'Charged as',
              key: 'breakdown',
              render: (_, line) => (line.breakdown.length > 0 ? hireBreakdownText(line.breakdown) : '—'),
            },
            {
              title: 'Unit price',
              key: 'unit',
              align: 'right',
              render: (_, line) => (line.unitPrice == null ? CALL_FOR_PRICE : formatGBP(line.unitPrice)),
            },
            {
              title: 'Line price',
              key: 'line',
              align: 'right',
              render: (_, line) => (line.lineTotal == null ? CALL_FOR_PRICE : formatGBP(line.lineTotal)),
            },
          ]}
        />
        <div className="sent-quote-charges">
          {charges(price).map(([label, amount, testId]) => (
            <Row key={testId} label={label} testId={testId}>
              {amount < 0 ? `−${formatGBP(-amount)}` : formatGBP(amount)}
            </Row>
          ))}
          <Row label="Net" testId="quote-net">
            {formatGBP(price.net)}
          </Row>
          <Row label={`VAT (${VAT_RATE * 100}%)`} testId="quote-vat">
            {formatGBP(price.vat)}
          </Row>
          <Row label="Total" testId="quote-total">
            {formatGBP(price.total)}
          </Row>
        </div>
      </Card>
      <Card title="Deposits and payment">
        <Row label="Booking deposit, due on acceptance (part of the total)" testId="quote-booking-deposit">
          {formatGBP(price.bookingDeposit)}
        </Row>
        <Row label={`Balance, due by ${ukDay(revision.balanceDueDate)}`} testId="quote-balance">
          {formatPence(toPence(price.total) - toPence(price.bookingDeposit))}
        </Row>
        <Row label="Refundable security deposit (not in the total)" testId="quote-security-deposit">
          {formatGBP(price.securityDeposit)}
        </Row>
      </Card>
      {revision.notes && (
        <Card title="Notes from the hire desk">
          <p className="sent-quote-notes" data-testid="quote-notes">
            {revision.notes}
          </p>
        </Card>
      )}
      <Card title="Hire terms">
        <ul className="sent-quote-terms" data-testid="quote-terms">
          {HIRE_TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
