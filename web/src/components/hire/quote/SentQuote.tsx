import { VAT_RATE, formatPence, hireBreakdownText, toPence, formatGBP } from '@shop/contracts';
import type { ReactNode } from 'react';
import type { SentRevision } from '../../../graphql/hireQuotes';
import { CALL_FOR_PRICE } from '../../../hire/hireFormat';
import { Panel } from '../../ui/Panel';
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

/** One priced line of the quote (antd's small Table, drawn as a plain table). */
function QuoteLine({ line }: { line: Line }) {
  return (
    <tr>
      <td>{line.description}</td>
      <td className="data-table-end">{line.quantity}</td>
      <td>{line.breakdown.length > 0 ? hireBreakdownText(line.breakdown) : '—'}</td>
      <td className="data-table-end">{line.unitPrice == null ? CALL_FOR_PRICE : formatGBP(line.unitPrice)}</td>
      <td className="data-table-end">{line.lineTotal == null ? CALL_FOR_PRICE : formatGBP(line.lineTotal)}</td>
    </tr>
  );
}

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
      <Panel title="Hire dates">
        <p data-testid="quote-dates">
          {ukDay(price.startDate)} to {ukDay(price.endDate)} · {daysText(price)}
        </p>
      </Panel>
      <Panel title="Equipment and services">
        <div className="data-table-scroll">
          <table className="data-table" data-testid="quote-lines">
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col" className="data-table-end">
                  Qty
                </th>
                <th scope="col">Charged as</th>
                <th scope="col" className="data-table-end">
                  Unit price
                </th>
                <th scope="col" className="data-table-end">
                  Line price
                </th>
              </tr>
            </thead>
            <tbody>
              {price.lines.map((line, index) => (
                <QuoteLine key={index} line={line} />
              ))}
            </tbody>
          </table>
        </div>
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
      </Panel>
      <Panel title="Deposits and payment">
        <Row label="Booking deposit, due on acceptance (part of the total)" testId="quote-booking-deposit">
          {formatGBP(price.bookingDeposit)}
        </Row>
        <Row label={`Balance, due by ${ukDay(revision.balanceDueDate)}`} testId="quote-balance">
          {formatPence(toPence(price.total) - toPence(price.bookingDeposit))}
        </Row>
        <Row label="Refundable security deposit (not in the total)" testId="quote-security-deposit">
          {formatGBP(price.securityDeposit)}
        </Row>
      </Panel>
      {revision.notes && (
        <Panel title="Notes from the hire desk">
          <p className="sent-quote-notes" data-testid="quote-notes">
            {revision.notes}
          </p>
        </Panel>
      )}
      <Panel title="Hire terms">
        <ul className="sent-quote-terms" data-testid="quote-terms">
          {revision.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
