import { graphql } from './__generated__';
import type { AdminHireQuoteFragment, AdminHireQuoteItemFragment } from './__generated__/graphql';

export type HireQuote = AdminHireQuoteFragment;
export type HireQuoteItem = AdminHireQuoteItemFragment;
export type { HireQuoteStatus } from './__generated__/graphql';

export const ADMIN_HIRE_QUOTES = graphql(`
  query AdminHireQuotes {
    adminHireQuotes {
      ...AdminHireQuote
    }
  }
`);

export const HIRE_QUOTE_ITEMS = graphql(`
  query HireQuoteItems($quoteId: Int!) {
    hireQuoteItems(quoteId: $quoteId) {
      ...AdminHireQuoteItem
    }
  }
`);

export const UPDATE_HIRE_QUOTE_STATUS = graphql(`
  mutation UpdateHireQuoteStatus($id: Int!, $status: String!, $override: Boolean) {
    updateHireQuoteStatus(id: $id, status: $status, override: $override) {
      ...AdminHireQuote
    }
  }
`);
