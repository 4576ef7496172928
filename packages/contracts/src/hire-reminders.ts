import { DEFAULT_HIRE_RATE_SETTINGS, type HireRateSettings } from './hire-rates';
import { DEFAULT_DAMAGE_WAIVER_EXCESS_PENCE, type HireDamageWaiverSettings } from './hire-terms';
import { DEFAULT_HIRE_BANK_TRANSFER_SETTINGS, type HireBankTransferSettings } from './hire-bank-transfer';

/**
 * The hire desk's reminder emails: one some days before a booking starts (the delivery or
 * collection details) and one the day before it ends (the return or collection arrangements).
 */
export interface HireReminderSettings {
  /** The start reminder goes this many days before the first day of the hire. */
  startReminderDaysBefore: number;
  /** The balance reminder (with its pay link) goes this many days before the balance is due. */
  balanceReminderDaysBefore: number;
}

/** Every hire setting the desk edits: the rate engine's, the damage waiver's, the reminders' and the bank details. */
export type HireSettings = HireRateSettings &
  HireDamageWaiverSettings &
  HireReminderSettings &
  HireBankTransferSettings;

export const DEFAULT_HIRE_SETTINGS: HireSettings = {
  ...DEFAULT_HIRE_RATE_SETTINGS,
  damageWaiverExcessPence: DEFAULT_DAMAGE_WAIVER_EXCESS_PENCE,
  startReminderDaysBefore: 2,
  balanceReminderDaysBefore: 3,
  ...DEFAULT_HIRE_BANK_TRANSFER_SETTINGS,
};

/** Reminders go at this hour of the morning, UK time (BST or GMT as the day has it). */
export const HIRE_REMINDER_HOUR = 9;

/** start and end: about the hire's first and last days; balance: before the balance is due, while any is. */
export const HIRE_REMINDER_KINDS = ['start', 'end', 'balance'] as const;
export type HireReminderKind = (typeof HIRE_REMINDER_KINDS)[number];
