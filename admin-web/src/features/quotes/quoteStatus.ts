import { HIRE_QUOTE_STATUSES } from '@shop/contracts';

/** Badge colours (admin 4): pending yellow, approved green, rejected red, completed blue; anything else grey. */
const STATUS_COLOURS: Record<string, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  completed: 'blue',
};

export const quoteStatusColour = (status: string): string => STATUS_COLOURS[status] ?? 'default';

export const quoteStatusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);

/** Any of the four may be chosen from any status: the client imposes no transitions (admin 4). */
export const QUOTE_STATUS_OPTIONS = HIRE_QUOTE_STATUSES.map((status) => ({
  value: status,
  label: quoteStatusLabel(status),
}));
