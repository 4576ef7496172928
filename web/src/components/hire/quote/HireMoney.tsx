import { formatGBP } from '@shop/contracts';
import type { BookingMoney, HireSettlement } from '../../../graphql/hireQuotes';
import { ukDay } from './quoteDays';

/** What a confirmed booking asks for now and by the balance day, and the security deposit held. */
export function BookingDue({ booking }: { booking: BookingMoney }) {
  return (
    <>
      {booking.depositDue > 0 && (
        <p data-testid="booking-pay-now">
          Pay now: the booking deposit of <strong>{formatGBP(booking.depositDue)}</strong>.
        </p>
      )}
      {booking.balanceDue > 0 && (
        <p data-testid="booking-balance">
          The balance of {formatGBP(booking.balanceDue)} is due by {ukDay(booking.balanceDueDate)}.
        </p>
      )}
      {booking.securityDepositHeld > 0 && (
        <p data-testid="booking-security-deposit-held">
          Security deposit held: {formatGBP(booking.securityDepositHeld)}, refunded once the equipment is back.
        </p>
      )}
    </>
  );
}

/** What the hire cost in the end: the charges after it, what the security deposit covered, the refund and any still owed. */
export function SettlementText({ settlement, total }: { settlement: HireSettlement; total: number }) {
  const charges = [
    settlement.damage > 0 && `damage and loss ${formatGBP(settlement.damage)}`,
    settlement.late > 0 && `late return ${formatGBP(settlement.late)}`,
  ].filter(Boolean);
  return (
    <div data-testid="hire-settlement">
      <p data-testid="settlement-charges">
        {charges.length > 0 ? `Charges after the hire: ${charges.join(', ')}.` : 'No charges after the hire.'}
        {settlement.waived > 0 && ` Your damage waiver covered ${formatGBP(settlement.waived)}.`}
      </p>
      {settlement.depositUsed > 0 && (
        <p data-testid="settlement-deposit-used">
          Taken from your security deposit: {formatGBP(settlement.depositUsed)}.
        </p>
      )}
      {settlement.refund > 0 && (
        <p data-testid="settlement-refund">Security deposit refunded: {formatGBP(settlement.refund)}.</p>
      )}
      {settlement.owed > 0 && <p data-testid="settlement-owed">Still to pay: {formatGBP(settlement.owed)}.</p>}
      <p data-testid="settlement-total">Final total: {formatGBP(total)}.</p>
    </div>
  );
}
