import { DEFAULT_HIRE_RATE_SETTINGS, type HireRateSettings } from './hire-rates';
import { DEFAULT_DAMAGE_WAIVER_EXCESS_PENCE, type HireDamageWaiverSettings } from './hire-terms';

/**
 * The hire desk's reminder emails: one some days before a booking starts (the delivery or
 * collection details) and one the day before it ends (the return or collection arrangements).
 */
export interface HireReminderSettings {
  /** The start reminder goes this many days before the first day of the hire. */
  startReminderDaysBefore: number;
}

/** Every hire setting the desk edits: the rate engine's, the damage waiver's and the reminders'. */
export type HireSettings = HireRateSettings & HireDamageWaiverSettings & HireReminderSettings;

export const DEFAULT_HIRE_SETTINGS: HireSettings = {
  ...DEFAULT_HIRE_RATE_SETTINGS,
  damageWaiverExcessPence: DEFAULT_DAMAGE_WAIVER_EXCESS_PENCE,
  startReminderDaysBefore: 2,
};

/** Reminders go at this hour of the morning, UK time (BST or GMT as the day has it). */
export const HIRE_REMINDER_HOUR = 9;

export const HIRE_REMINDER_KINDS = ['start', 'end'] as const;
export type HireReminderKind = (typeof HIRE_REMINDER_KINDS)[number];
