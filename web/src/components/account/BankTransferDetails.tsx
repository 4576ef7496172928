import { formatDayMonthYear } from '@shop/contracts';
import type { OrderDetail } from '../../graphql/orders';
import { BankAccountDetails } from '../ui/BankAccountDetails';
import { Notice } from '../ui/Notice';

type BankTransfer = NonNullable<OrderDetail['bankTransfer']>;

/** Where to send the money for an order paid by bank transfer, and the reference that ties it to the order. */
export function BankTransferDetails({ total, transfer }: { total: number; transfer: BankTransfer }) {
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
          <BankAccountDetails amount={total} account={transfer} />
          {transfer.payBy && <p>Your items are held for you until {formatDayMonthYear(transfer.payBy)}.</p>}
        </>
      }
    />
  );
}
