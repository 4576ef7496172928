/**
 * A hire quote's statuses (storefront 4; admin 4), with no schema here, so the pages that show them carry no
 * validation code; their schema is in hire.ts.
 */
export const HIRE_QUOTE_STATUSES = ['pending', 'approved', 'rejected', 'completed'] as const;
export type HireQuoteStatus = (typeof HIRE_QUOTE_STATUSES)[number];
