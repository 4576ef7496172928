import { z } from 'zod';
import { formatPence } from './format';
import { toGbp, toPence } from './money';
import { DEFAULT_RETURN_RULES, returnRulesFields, type ReturnRules } from './order-return';

/**
 * Paying a large order by bank transfer (the spec's third way): offered only when the order's total is at least the
 * shop's threshold and its bank details are set; the order waits `awaiting payment` (the spec's `pending`) with the
 * shop's account and a reference, its stock held for a longer hold, until an admin records the transfer received.
 */
export const BANK_TRANSFER = 'bank-transfer';

/**
 * The shop's order settings (money in pence): when bank transfer is offered, where to pay, and how long to wait; and
 * the rules of returns.
 */
export interface OrderSettings extends ReturnRules {
  bankTransferThresholdPence: number;
  bankTransferHoldDays: number;
  bankAccountName: string;
  bankSortCode: string;
  bankAccountNumber: string;
}

export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  bankTransferThresholdPence: 100_000,
  bankTransferHoldDays: 7,
  bankAccountName: '',
  bankSortCode: '',
  bankAccountNumber: '',
  ...DEFAULT_RETURN_RULES,
};

export const BANK_TRANSFER_MESSAGES = {
  threshold: 'Bank transfer threshold must be an amount in pounds from 0.00 to 1,000,000.00',
  holdDays: 'Bank transfer hold must be a whole number of days from 1 to 60',
  accountName: 'Account name must be at most 100 characters',
  sortCode: 'Sort code must be six digits, e.g. 12-34-56',
  accountNumber: 'Account number must be eight digits',
  notOffered: (threshold: number) =>
    `paymentMethod: bank transfer is offered for orders of ${formatPence(threshold)} or more`,
  notSetUp: 'paymentMethod: bank transfer is not available at the moment; please pay by card or PayPal',
  amount: 'Amount must be an amount in pounds, e.g. 1250.00',
  amountMismatch: (received: number, total: number) =>
    `amount: ${formatPence(received)} received does not match the order total of ${formatPence(total)}`,
  reference: 'Reference is required (at most 100 characters), e.g. the bank statement line',
  notBankTransfer: 'This order is not paid by bank transfer',
  byTransfer: 'This order is paid by bank transfer: the shop’s bank details and your reference are on the order',
  notAwaiting: 'This order is no longer waiting for its bank transfer',
  stockNotReserved: 'The order’s items are still being reserved; try again in a moment',
} as const;

const M = BANK_TRANSFER_MESSAGES;

const pounds = (message: string, max: number) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(max, message)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, message);

/** The shop's bank account a customer pays a transfer to, as the order settings (and the hire settings) keep it. */
export type BankDetails = Pick<OrderSettings, 'bankAccountName' | 'bankSortCode' | 'bankAccountNumber'>;

/** The bank details as the admin saves them, each empty or valid; the sort code (with or without dashes) kept as 12-34-56. */
export const bankDetailsFields = {
  bankAccountName: z.string({ error: M.accountName }).trim().max(100, M.accountName),
  bankSortCode: z
    .string({ error: M.sortCode })
    .trim()
    .refine((v) => v === '' || /^\d{2}[- ]?\d{2}[- ]?\d{2}$/.test(v), M.sortCode)
    .transform((v) => (v === '' ? '' : v.replace(/\D/g, '').replace(/(\d{2})(\d{2})(\d{2})/, '$1-$2-$3'))),
  bankAccountNumber: z
    .string({ error: M.accountNumber })
    .trim()
    .refine((v) => v === '' || /^\d{8}$/.test(v), M.accountNumber),
};

/** The order settings as the admin saves and reads them: the threshold in GBP, as money is at the edge. */
export const orderSettingsSchema = z.object({
  bankTransferThreshold: pounds(M.threshold, 1_000_000),
  bankTransferHoldDays: z.number({ error: M.holdDays }).int(M.holdDays).min(1, M.holdDays).max(60, M.holdDays),
  ...bankDetailsFields,
  ...returnRulesFields,
});

export type OrderSettingsFields = z.output<typeof orderSettingsSchema>;

export const orderSettingsOf = ({ bankTransferThreshold, ...rest }: OrderSettingsFields): OrderSettings => ({
  ...rest,
  bankTransferThresholdPence: toPence(bankTransferThreshold),
});

export const orderSettingsFieldsOf = ({ bankTransferThresholdPence, ...rest }: OrderSettings): OrderSettingsFields => ({
  ...rest,
  bankTransferThreshold: toGbp(bankTransferThresholdPence),
});

/** The shop's bank details are all set, so a customer can be told where to pay. */
export const bankDetailsSet = (s: BankDetails): boolean =>
  s.bankAccountName !== '' && s.bankSortCode !== '' && s.bankAccountNumber !== '';

/** Whether an order of this total may be paid by bank transfer. */
export const offersBankTransfer = (totalPence: number, s: OrderSettings): boolean =>
  bankDetailsSet(s) && totalPence >= s.bankTransferThresholdPence;

/** The reference the customer quotes with their transfer. */
export const bankTransferReference = (orderId: number): string => `SHP-${orderId}`;

/** An admin records an order's transfer received: the amount (checked against the total) and their reference. */
export const recordBankTransferSchema = z.object({
  amount: pounds(M.amount, 10_000_000),
  reference: z.string({ error: M.reference }).trim().min(1, M.reference).max(100, M.reference),
});

export type RecordBankTransferInput = z.output<typeof recordBankTransferSchema>;
