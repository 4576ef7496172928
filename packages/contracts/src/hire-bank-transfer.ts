import { z } from 'zod';

/**
 * The shop's bank details a hire customer pays a larger booking to by bank transfer (the spec's third way to pay),
 * kept with the hire settings under the names the order settings use; empty until the admin sets them, and while any
 * is empty the booking's pay card offers no transfer.
 */
export interface HireBankTransferSettings {
  bankAccountName: string;
  /** Six digits, kept as 12-34-56. */
  bankSortCode: string;
  /** Eight digits. */
  bankAccountNumber: string;
}

export const DEFAULT_HIRE_BANK_TRANSFER_SETTINGS: HireBankTransferSettings = {
  bankAccountName: '',
  bankSortCode: '',
  bankAccountNumber: '',
};

const ACCOUNT_NAME_MESSAGE = 'Account name must be at most 100 characters';
const SORT_CODE_MESSAGE = 'Sort code must be six digits, e.g. 12-34-56';
const ACCOUNT_NUMBER_MESSAGE = 'Account number must be eight digits';

/** The bank details as the admin saves them, each empty or valid; clients that predate them keep them empty. */
export const hireBankTransferFields = {
  bankAccountName: z.string({ error: ACCOUNT_NAME_MESSAGE }).trim().max(100, ACCOUNT_NAME_MESSAGE).default(''),
  bankSortCode: z
    .string({ error: SORT_CODE_MESSAGE })
    .trim()
    .refine((v) => v === '' || /^\d{2}[- ]?\d{2}[- ]?\d{2}$/.test(v), SORT_CODE_MESSAGE)
    .transform((v) => (v === '' ? '' : v.replace(/\D/g, '').replace(/(\d{2})(\d{2})(\d{2})/, '$1-$2-$3')))
    .default(''),
  bankAccountNumber: z
    .string({ error: ACCOUNT_NUMBER_MESSAGE })
    .trim()
    .refine((v) => v === '' || /^\d{8}$/.test(v), ACCOUNT_NUMBER_MESSAGE)
    .default(''),
};

/** A booking's bank transfer: the shop's details and the reference that names the booking. */
export interface HireBankTransfer {
  accountName: string;
  sortCode: string;
  accountNumber: string;
  reference: string;
}

/** The transfer a booking offers (its reference `HIRE-<id>`), when the shop's details are all set. */
export const hireBankTransferOf = (settings: HireBankTransferSettings, quoteId: number): HireBankTransfer | null =>
  settings.bankAccountName && settings.bankSortCode && settings.bankAccountNumber
    ? {
        accountName: settings.bankAccountName,
        sortCode: settings.bankSortCode,
        accountNumber: settings.bankAccountNumber,
        reference: `HIRE-${quoteId}`,
      }
    : null;
