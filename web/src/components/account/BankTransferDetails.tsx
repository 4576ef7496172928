import { formatDayMonthYear, formatGBP } from '@shop/contracts';
import type { OrderDetail } from '../../graphql/orders';
import { Notice } from '../ui/Notice';

type BankTransfer = NonNullable<OrderDetail['bankTransfer']>;

/** Where to send the money for an order paid by bank transfer, and the reference that ties it to the order. */
export function BankTransferDetails({ total, transfer }: { total: number; transfer: BankTransfer }) {
  const rows: Array<[string, string]> = [
    ['Amount', formatGBP(total)],
    ['Account name', transfer.accountName],
    ['Sort code', transfer.sortCode],
    ['Account number', transfer.accountNumber],
    ['Reference', transfer.reference],
  ];
  return (
    <Notice
      type="info"
      testId="bank-transfer-details"
      message="Awaiting your bank transfer"
      description={
        <>
          <p>
            Please transfer the total to our account, quoting your reference, and we will confirm your order as soon as
            it arrives. We have emailed you these details too.
          </p>
          <dl className="bank-transfer-details">
            {rows.map(([label, value]) => (
              <div key={label} data-testid={`bank-transfer-${label.toLowerCase().replace(/ /g, '-')}`}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {transfer.payBy && <p>Your items are held for you until {formatDayMonthYear(transfer.payBy)}.</p>}
        </>
      }
    />
  );
}
