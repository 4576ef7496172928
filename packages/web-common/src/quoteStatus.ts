import { HIRE_QUOTE_STATUSES } from '@shop/contracts';

/** Hire quote badge colours (admin 4): pending yellow, approved green, rejected red, completed blue; else grey. */
const QUOTE_STATUS_COLOURS: Record<string, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  completed: 'blue',
};

/** Quote statuses are free text on the wire (storefront 4), so an unknown one is grey. */
export const quoteStatusColour = (status: string): string => QUOTE_STATUS_COLOURS[status] ?? 'default';

/** 'approved' → 'Approved'. */
export const quoteStatusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);

/** Any of the four may be chosen from any status: the client imposes no transitions (admin 4). */
export const QUOTE_STATUS_OPTIONS = HIRE_QUOTE_STATUSES.map((status) => ({
  value: status,
  label: quoteStatusLabel(status),
}));
