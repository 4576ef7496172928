import { graphql } from './__generated__';
import type { HireProductQuery, HireProductSummaryFieldsFragment, MyHireQuotesQuery } from './__generated__/graphql';

export type HireProductSummary = HireProductSummaryFieldsFragment;
export type HireProductDetail = HireProductQuery['hireProduct'];
export type MyHireQuote = MyHireQuotesQuery['myHireQuotes'][number];
export type { HireQuoteInput } from './__generated__/graphql';

/** categoryId includes the category's children. */
export const HIRE_PRODUCTS_QUERY = graphql(`
  query HireProducts($categoryId: Int, $categorySlug: String, $limit: Int) {
    hireProducts(categoryId: $categoryId, categorySlug: $categorySlug, limit: $limit) {
      ...HireProductSummaryFields
    }
  }
`);

/** By slug, or by numeric id (the quote page's ?productId=). */
export const HIRE_PRODUCT_QUERY = graphql(`
  query HireProduct($slug: String!) {
    hireProduct(slug: $slug) {
      ...HireProductSummaryFields
      rating
      reviewCount
      hireId
      sku
      deliveryPrice
      installationPrice
      powerRequirement
      kitParts {
        productId
        quantity
        product {
          name
          slug
        }
      }
      category {
        id
        name
        slug
      }
      related(limit: 4) {
        ...HireProductSummaryFields
      }
    }
    hireTerms
  }
`);

/** What a hire estimate needs of a basket line's item: by slug, or by numeric id for lines stored without one. */
export const HIRE_ITEM_PRICES_QUERY = graphql(`
  query HireItemPrices($slug: String!) {
    hireProduct(slug: $slug) {
      id
      hirePriceDaily
      hirePriceWeekly
      hirePriceMonthly
      deliveryAvailable
      deliveryPrice
      installationAvailable
      installationPrice
    }
  }
`);

export const HIRE_AVAILABILITY_QUERY = graphql(`
  query HireAvailability($slug: String!, $start: String!, $end: String!) {
    hireAvailability(slug: $slug, start: $start, end: $end) {
      productId
      stock
      available
    }
  }
`);

/** Free units on each day of a month, for a date picker (a day is free when `quantity` units are). */
export const HIRE_DAY_AVAILABILITY_QUERY = graphql(`
  query HireDayAvailabilityMonth($slug: String!, $month: String!, $quantity: Float!) {
    hireDayAvailability(slug: $slug, month: $month, quantity: $quantity) {
      days {
        day
        free
      }
    }
  }
`);

export const MY_HIRE_QUOTES_QUERY = graphql(`
  query MyHireQuotes {
    myHireQuotes {
      id
      startDate
      endDate
      status
      stage
      number
      createdAt
      decline {
        reason
        byDesk
      }
      latestRevision {
        label
        price {
          total
          lines {
            description
            quantity
            lineTotal
            breakdown {
              period
              count
            }
          }
        }
      }
      booking {
        ...HireBookingFields
      }
      settlement {
        ...HireSettlementFields
      }
      items {
        id
        quantity
        hirePeriod
        lineTotal
        product {
          id
          name
          slug
        }
      }
    }
  }
`);

// The gateway keeps the new quote's token in an httpOnly cookie, which lets this browser add its lines.
export const CREATE_HIRE_QUOTE_MUTATION = graphql(`
  mutation CreateHireQuote($input: HireQuoteInput!, $idempotencyKey: String) {
    createHireQuote(input: $input, idempotencyKey: $idempotencyKey) {
      quote {
        id
      }
    }
  }
`);

export const ADD_HIRE_QUOTE_ITEM_MUTATION = graphql(`
  mutation AddHireQuoteItem($quoteId: Int!, $input: HireQuoteItemInput!, $idempotencyKey: String) {
    addHireQuoteItem(quoteId: $quoteId, input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const SUBMIT_HIRE_QUOTE_MUTATION = graphql(`
  mutation SubmitHireQuote($quoteId: Int!) {
    submitHireQuote(quoteId: $quoteId) {
      id
      status
    }
  }
`);
