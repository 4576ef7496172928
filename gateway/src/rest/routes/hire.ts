import type { Request } from 'express';
import { bodyObject, intParam, requiredField, route, stringQuery } from '../route';

const ITEM = `id quoteId productId quantity hirePeriod createdAt unitPrice lineTotal
  product { id name slug hirePriceDaily hirePriceWeekly hirePriceMonthly }`;
const QUOTE = `id userId customerName customerEmail customerPhone startDate endDate deliveryRequired
  installationRequired deliveryAddress deliveryCity deliveryPostalCode additionalNotes status itemCount
  totalValue requestedAt version createdAt updatedAt items { ${ITEM} }`;
const AVAILABILITY = 'productId slug start end stock committed available turnaroundDays';

/** API clients that do not keep cookies name their quote's token in this header. */
const quoteToken = (req: Request) => req.header('x-quote-token') ?? null;

/** Hire quote requests (storefront 7), the customer's quotes, availability and the admin's Quotes tab (admin 7). */
export const hireRoutes = [
  route({
    method: 'post',
    path: '/api/hire/quotes',
    operation: `mutation($input: HireQuoteInput!) { createHireQuote(input: $input) { token quote { ${QUOTE} } } }`,
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => ({ ...d.createHireQuote.quote, token: d.createHireQuote.token }),
    status: 201,
  }),
  route({
    method: 'get',
    path: '/api/hire/quotes/admin',
    operation: `query { adminHireQuotes { ${QUOTE} } }`,
    result: (d) => d.adminHireQuotes,
  }),
  route({
    method: 'post',
    path: '/api/hire/quotes/:id/items',
    operation: `mutation($quoteId: Int!, $input: HireQuoteItemInput!, $token: String) {
      addHireQuoteItem(quoteId: $quoteId, input: $input, token: $token) { ${ITEM} } }`,
    variables: (req) => ({ quoteId: intParam(req, 'id'), input: bodyObject(req), token: quoteToken(req) }),
    result: (d) => d.addHireQuoteItem,
    status: 201,
  }),
  route({
    method: 'get',
    path: '/api/hire/quotes/:id/items',
    operation: `query($quoteId: Int!, $token: String) { hireQuoteItems(quoteId: $quoteId, token: $token) {
      ${ITEM} availability { ${AVAILABILITY} } } }`,
    variables: (req) => ({ quoteId: intParam(req, 'id'), token: quoteToken(req) }),
    result: (d) => d.hireQuoteItems,
  }),
  route({
    method: 'post',
    path: '/api/hire/quotes/:id/submit',
    operation: `mutation($quoteId: Int!, $token: String) { submitHireQuote(quoteId: $quoteId, token: $token) { ${QUOTE} } }`,
    variables: (req) => ({ quoteId: intParam(req, 'id'), token: quoteToken(req) }),
    result: (d) => d.submitHireQuote,
  }),
  route({
    method: 'patch',
    path: '/api/hire/quotes/:id/status',
    operation: `mutation($id: Int!, $status: String!, $override: Boolean) {
      updateHireQuoteStatus(id: $id, status: $status, override: $override) { ${QUOTE} } }`,
    variables: (req) => {
      const body = bodyObject(req);
      return { id: intParam(req, 'id'), status: requiredField(body, 'status'), override: body.override };
    },
    result: (d) => d.updateHireQuoteStatus,
  }),
  route({
    method: 'get',
    path: '/api/user/quotes',
    operation: `query { myHireQuotes { ${QUOTE} } }`,
    result: (d) => d.myHireQuotes,
  }),
  route({
    method: 'get',
    path: '/api/hire/products/:slug/availability',
    operation: `query($slug: String!, $start: String!, $end: String!) {
      hireAvailability(slug: $slug, start: $start, end: $end) { ${AVAILABILITY} } }`,
    variables: (req) => ({
      slug: req.params.slug,
      start: stringQuery(req, 'start') ?? null,
      end: stringQuery(req, 'end') ?? null,
    }),
    result: (d) => d.hireAvailability,
  }),
];
