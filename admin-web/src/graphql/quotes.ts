import { graphql } from './__generated__';
import type {
  AdminHireQuoteDeskFragment,
  AdminHireQuoteFragment,
  AdminHireQuoteItemFragment,
  AdminHireQuotePriceFragment,
  AdminHireQuoteRevisionFragment,
  AdminHireSettingsFragment,
} from './__generated__/graphql';

export type HireQuote = AdminHireQuoteFragment;
export type HireQuoteItem = AdminHireQuoteItemFragment;
/** Units of a product free for a quote's dates. */
export type UnitsFree = NonNullable<HireQuoteItem['availability']>;
export type HireQuoteDesk = AdminHireQuoteDeskFragment;
export type HireQuoteDraft = NonNullable<HireQuoteDesk['draft']>;
export type HireQuotePrice = AdminHireQuotePriceFragment;
export type HireQuoteRevision = AdminHireQuoteRevisionFragment;
export type HireBooking = NonNullable<HireQuoteDesk['booking']>;
export type HireSettings = AdminHireSettingsFragment;
export type {
  HireQuoteDraftInput,
  HireQuoteStage,
  HireQuoteStatus,
  HirePaymentInput,
  HireSettingsInput,
} from './__generated__/graphql';

// Fragments of the quote editor; registering them here is enough for codegen to type them.
graphql(`
  fragment AdminHireQuotePrice on HireQuotePrice {
    startDate
    endDate
    days
    chargeableDays
    weekend
    lines {
      description
      productId
      quantity
      hirePeriod
      unitPrice
      lineTotal
      breakdown {
        period
        count
        rate
      }
      callForPrice
    }
    hire
    fixed
    discount
    delivery
    installation
    damageWaiver
    net
    vat
    total
    securityDeposit
    bookingDeposit
    callForPrice
  }
`);

graphql(`
  fragment AdminHireQuoteRevision on HireQuoteRevision {
    number
    revision
    label
    sentAt
    validUntil
    balanceDueDate
    notes
    price {
      ...AdminHireQuotePrice
    }
  }
`);

graphql(`
  fragment AdminHireQuoteDesk on HireQuote {
    ...AdminHireQuote
    # Sent back as expectedVersion when saving the draft, so a change made meanwhile is not overwritten.
    version
    # The customer's link to the quote or booking, for the desk to pass on by hand.
    acceptPath
    draft {
      startDate
      endDate
      hireLines {
        id
        productId
        quantity
        hirePeriod
        rateOverrides {
          hirePriceDaily
          hirePriceWeekly
          hirePriceMonthly
        }
        product {
          id
          name
          slug
          hirePriceDaily
          hirePriceWeekly
          hirePriceMonthly
        }
      }
      fixedLines {
        id
        description
        quantity
        unitPrice
      }
      discount {
        kind
        percent
        amount
      }
      damageWaiver
      notes
    }
    price {
      ...AdminHireQuotePrice
    }
    revisions {
      ...AdminHireQuoteRevision
    }
    latestRevision {
      ...AdminHireQuoteRevision
    }
    acceptance {
      name
      at
      revision
      ip
    }
    acceptanceRefused {
      at
      revision
      shortfalls {
        productId
        name
        requested
        available
      }
    }
    decline {
      reason
      at
      byDesk
    }
    booking {
      total
      depositDue
      paid
      balance
      balanceDue
      securityDepositHeld
      securityDepositDue
      balanceDueDate
      payments {
        id
        kind
        method
        amount
        reference
        at
      }
    }
    cancellation {
      reason
      at
      band
      fee
      refund
      owed
    }
    floor {
      ...AdminHireFloor
    }
  }
`);

graphql(`
  fragment AdminHireSettings on HireSettings {
    chargeableDaysPerWeek
    weekendRule
    damageWaiverPercent
    securityDepositPercent
    bookingDepositPercent
    balanceDueDaysBeforeStart
    quoteValidityDays
    startReminderDaysBefore
    damageWaiverExcess
    balanceReminderDaysBefore
    bankAccountName
    bankSortCode
    bankAccountNumber
  }
`);

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
  mutation UpdateHireQuoteStatus($id: Int!, $status: String!, $override: Boolean, $reason: String) {
    updateHireQuoteStatus(id: $id, status: $status, override: $override, reason: $reason) {
      ...AdminHireQuote
    }
  }
`);

export const HIRE_QUOTE_DESK = graphql(`
  query HireQuoteDesk($id: Int!) {
    hireQuote(id: $id) {
      ...AdminHireQuoteDesk
    }
  }
`);

/** Units of a hire product free for some dates, for the editor's lines. */
export const HIRE_LINE_AVAILABILITY = graphql(`
  query HireLineAvailability($slug: String!, $start: String!, $end: String!) {
    hireAvailability(slug: $slug, start: $start, end: $end) {
      productId
      stock
      committed
      available
      turnaroundDays
    }
  }
`);

export const SAVE_HIRE_QUOTE_DRAFT = graphql(`
  mutation SaveHireQuoteDraft($id: Int!, $input: HireQuoteDraftInput!, $expectedVersion: Int) {
    saveHireQuoteDraft(id: $id, input: $input, expectedVersion: $expectedVersion) {
      ...AdminHireQuoteDesk
    }
  }
`);

export const SEND_HIRE_QUOTE = graphql(`
  mutation SendHireQuote($id: Int!) {
    sendHireQuote(id: $id) {
      ...AdminHireQuoteDesk
    }
  }
`);

export const RECORD_HIRE_PAYMENT = graphql(`
  mutation RecordHirePayment($id: Int!, $input: HirePaymentInput!) {
    recordHirePayment(id: $id, input: $input) {
      ...AdminHireQuoteDesk
    }
  }
`);

export const CANCEL_HIRE_BOOKING = graphql(`
  mutation CancelHireBooking($id: Int!, $reason: String) {
    cancelHireBooking(id: $id, reason: $reason) {
      ...AdminHireQuoteDesk
    }
  }
`);

export const HIRE_SETTINGS = graphql(`
  query HireSettings {
    hireSettings {
      ...AdminHireSettings
    }
  }
`);

export const SAVE_HIRE_SETTINGS = graphql(`
  mutation SaveHireSettings($input: HireSettingsInput!) {
    saveHireSettings(input: $input) {
      ...AdminHireSettings
    }
  }
`);
