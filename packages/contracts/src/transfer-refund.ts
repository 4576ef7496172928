import { z } from 'zod';
import { formatPence } from './format';
import { returnIdSchema } from './order-return';

/**
 * A refund of an order paid by bank transfer, sent back by bank transfer outside the shop and recorded by an admin:
 * a received return's refund, or the whole of a cancelled (or refunded) order's transfer.
 */
export const TRANSFER_REFUND_MESSAGES = {
  amount: 'Amount must be an amount in pounds above 0.00, e.g. 1250.00',
  tooMuch: (amountPence: number, duePence: number) =>
    `amount: ${formatPence(amountPence)} is more than the ${formatPence(duePence)} due to the customer`,
  reference: 'Reference is required (at most 100 characters), e.g. the bank statement line',
  notBankTransfer: 'This order was not paid by bank transfer; its refunds go back the way it was paid',
  notReceived: 'This order’s bank transfer was never recorded as received, so there is nothing to refund',
  returnNotReceived: 'A return’s refund is sent once its parcel is received',
  orderNotRefundable: 'Only a cancelled or refunded order’s transfer is refunded whole; a return is refunded by itself',
  nothingDue: 'Nothing is left to refund on this order',
} as const;

const M = TRANSFER_REFUND_MESSAGES;

/** What the admin records: which return (none: the order's whole), the amount sent (none: what is due), a reference. */
export const recordTransferRefundSchema = z.object({
  returnId: returnIdSchema.nullish().transform((v) => v ?? null),
  amount: z
    .number({ error: M.amount })
    .positive(M.amount)
    .max(10_000_000, M.amount)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, M.amount)
    .nullish()
    .transform((v) => v ?? null),
  reference: z.string({ error: M.reference }).trim().min(1, M.reference).max(100, M.reference),
});

export type RecordTransferRefundInput = z.output<typeof recordTransferRefundSchema>;
