import {
  BANK_TRANSFER,
  BANK_TRANSFER_MESSAGES,
  DAY_MS,
  bankDetailsSet,
  bankTransferReference,
  offersBankTransfer,
  type OrderSettings,
  type RecordBankTransferInput,
} from '@shop/contracts';
import { Conflict, Invalid } from '@shop/kit';
import type { Order, OrderBankTransfer } from '../models/order';

const M = BANK_TRANSFER_MESSAGES;

/**
 * A new order's bank transfer, when it is paid that way: the shop's details and the order's reference as they are at
 * placing (the customer's instructions do not change under them), and the hold then set. INVALID naming
 * paymentMethod when the order is below the threshold, or the shop has no bank details to give.
 */
export function bankTransferAtPlacing(
  order: Pick<Order, 'id' | 'totalPence' | 'paymentMethod'>,
  settings: OrderSettings,
): OrderBankTransfer | null {
  if (order.paymentMethod !== BANK_TRANSFER) return null;
  if (!bankDetailsSet(settings)) throw new Invalid(M.notSetUp, 'paymentMethod');
  if (!offersBankTransfer(order.totalPence, settings)) {
    throw new Invalid(M.notOffered(settings.bankTransferThresholdPence), 'paymentMethod');
  }
  return {
    accountName: settings.bankAccountName,
    sortCode: settings.bankSortCode,
    accountNumber: settings.bankAccountNumber,
    reference: bankTransferReference(order.id),
    holdMs: settings.bankTransferHoldDays * DAY_MS,
    payBy: null,
    receivedPence: null,
    receivedReference: null,
    receivedAt: null,
    receivedBy: null,
  };
}

/** The catalog reserved a bank-transfer order's stock: the transfer is due within its hold from now. */
export const payByOnReservation = (transfer: OrderBankTransfer, now: Date): OrderBankTransfer => ({
  ...transfer,
  payBy: new Date(now.getTime() + transfer.holdMs),
});

/**
 * An admin records the order's transfer received: the order must be waiting for it (pending, its stock held) and the
 * amount must be its total. CONFLICT or INVALID (naming amount) saying why not; the change moves it on to processing
 * with the transfer recorded as its payment. A transfer recorded already changes nothing.
 */
export function bankTransferReceivedChange(
  order: Pick<Order, 'status' | 'totalPence' | 'paymentMethod' | 'bankTransfer' | 'stockReservedAt'>,
  input: RecordBankTransferInput & { receivedPence: number },
  by: number,
  now: Date,
): Partial<Order> | null {
  const transfer = order.bankTransfer;
  if (order.paymentMethod !== BANK_TRANSFER || !transfer) throw new Conflict(M.notBankTransfer);
  if (transfer.receivedAt) return null;
  if (order.status !== 'pending') throw new Conflict(M.notAwaiting);
  if (!order.stockReservedAt) throw new Conflict(M.stockNotReserved);
  if (input.receivedPence !== order.totalPence) {
    throw new Invalid(M.amountMismatch(input.receivedPence, order.totalPence), 'amount');
  }
  return {
    status: 'processing',
    paymentId: input.reference,
    bankTransfer: {
      ...transfer,
      receivedPence: input.receivedPence,
      receivedReference: input.reference,
      receivedAt: now,
      receivedBy: by,
    },
  };
}
