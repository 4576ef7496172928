import { z } from 'zod';

/**
 * Who the shop is on paper: every quote PDF's letterhead and every email's footer. Its fields are kept in the
 * email settings (see letterheadOf in email-settings.ts), the one place both are made from.
 */
export interface BusinessLetterhead {
  /** The trading name. */
  name: string;
  address: string;
  email: string;
  phone?: string | null;
  /** The UK VAT registration number, e.g. GB123456789; null until the business sets it. */
  vatNumber?: string | null;
  /** The Companies House number, e.g. 01234567 or SC123456. */
  companyNumber?: string | null;
}

/** The shop has one letterhead: the id (and Kafka key) of its BusinessLetterheadChanged events. */
export const LETTERHEAD_ID = 1;

export const LETTERHEAD_MESSAGES = {
  phone: 'Phone must be a UK number of 10 or 11 digits',
  vatNumber: 'VAT number must be GB followed by 9 or 12 digits',
  companyNumber: 'Company number must be 8 characters: 8 digits, or 2 letters and 6 digits',
} as const;

/** A field the business may leave blank (null), written without spaces in capitals when given. */
const code = (pattern: RegExp, message: string) =>
  z
    .string()
    .nullish()
    .transform((v) => v?.replace(/\s+/g, '').toUpperCase() || null)
    .refine((v) => v === null || pattern.test(v), message);

/** The letterhead's optional fields, blank or valid: shared by the settings form and the service. */
export const letterheadFields = {
  phone: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^(\+44|0)\d{9,10}$/.test(v.replace(/[\s()-]/g, '')), LETTERHEAD_MESSAGES.phone),
  vatNumber: code(/^GB(\d{9}|\d{12})$/, LETTERHEAD_MESSAGES.vatNumber),
  companyNumber: code(/^(\d{8}|[A-Z]{2}\d{6})$/, LETTERHEAD_MESSAGES.companyNumber),
};

/** The letterhead's registration details as printed, e.g. "VAT No. GB123456789 · Company No. 01234567". */
export const registrationText = (letterhead: BusinessLetterhead): string =>
  [
    letterhead.vatNumber && `VAT No. ${letterhead.vatNumber}`,
    letterhead.companyNumber && `Company No. ${letterhead.companyNumber}`,
  ]
    .filter(Boolean)
    .join(' · ');
