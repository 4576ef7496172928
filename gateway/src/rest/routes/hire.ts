import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  hireBookingCancelSchema,
  hireBookingPaySchema,
  hireDateRangeSchema,
  hirePaymentSchema,
  hireQuoteAcceptanceSchema,
  hireQuoteDeclineSchema,
  hireQuoteDraftSaveSchema,
  hireQuoteItemSchema,
  hireQuoteRequestSchema,
  hireQuoteStatusChangeSchema,
  hireSettingsSchema,
} from '@shop/contracts';
import { NotFound } from '@shop/kit';
import { graphql } from '../__generated__';
import type { HireQuotePdfQuery } from '../__generated__/graphql';
import { bodyFields, bodyObject, intParam, intQuery, queryDocs, requiredField, route, stringQuery } from '../route';

/** API clients that do not keep cookies name their quote's token in this header. */
const quoteToken = (req: Request) => req.header('x-quote-token') ?? null;
const quoteTokenHeader = z.object({ 'X-Quote-Token': z.string().optional() });
const idempotencyKeyHeader = z.object({ 'Idempotency-Key': z.string().max(200).optional() });
const idempotencyKey = (req: Request) => req.header('idempotency-key') ?? null;
const IDEMPOTENT =
  'A retry with the same Idempotency-Key and body answers the first result; the same key with another body 422.';

/** The signed token of the link in a quote email, as its page passes it on: `?token=` (or a body field). */
const linkToken = (req: Request) => (bodyObject(req).token as string | undefined) ?? stringQuery(req, 'token') ?? null;
const linkTokenQuery = z.object({ token: z.string().optional() });
const LINK_ACCESS =
  "For the holder of the link in the quote's email (`token`), its signed-in owner, or an admin. A tampered " +
  'token answers 403; an expired link or a replaced revision 409 with the reason.';
/** What the browser that created a quote reads with its own token (the shop_quotes cookie or X-Quote-Token). */
const REQUEST_ACCESS =
  'The browser that created the quote (its shop_quotes cookie) reads only the request it made: before the desk ' +
  'answers, the quote with no revisions and an estimate for its price; once the desk has sent a revision (or ' +
  'confirmed or declined the request), 403 for the revisions, PDFs, price and booking, which need the link, the ' +
  "owner's sign-in or an admin.";

/** Sends a revision's PDF, answered base64-encoded on the graph, as a file download named like Q-2026-0042-rev-2.pdf. */
function sendQuotePdf(res: Response, { hireQuote: { sentRevision } }: HireQuotePdfQuery) {
  if (!sentRevision) throw new NotFound('This quote has no such revision');
  res.setHeader('content-type', 'application/pdf');
  // The customer's quote, to whoever holds the link: no cache may keep it (as its page, storefront/src/personal-pages.ts).
  res.setHeader('cache-control', 'private, no-store');
  res.setHeader(
    'content-disposition',
    `attachment; filename="${sentRevision.number}-rev-${sentRevision.revision}.pdf"`,
  );
  res.send(Buffer.from(sentRevision.pdf, 'base64'));
}

/** Hire quote requests (storefront 7), the customer's quotes, availability and the admin's Quotes tab (admin 7). */
export const hireRoutes = [
  route({
    method: 'post',
    path: '/api/hire/quotes',
    summary: 'Request a hire quote',
    description:
      "Open to anyone (a signed-in customer's quote carries their id). The answer holds the quote and its `token`, " +
      'also kept in the httpOnly shop_quotes cookie, which lets this browser add lines for 30 minutes and read ' +
      'the request it made, not the quote the desk sends back. ' +
      IDEMPOTENT,
    auth: 'public',
    headers: idempotencyKeyHeader,
    body: hireQuoteRequestSchema,
    errors: [422],
    operation: graphql(`
      mutation CreateHireQuote($input: HireQuoteInput!, $idempotencyKey: String) {
        createHireQuote(input: $input, idempotencyKey: $idempotencyKey) {
          token
          quote {
            ...HireQuoteFields
          }
        }
      }
    `),
    variables: (req) => ({ input: bodyObject(req), idempotencyKey: idempotencyKey(req) }),
    result: (d) => ({ ...d.createHireQuote.quote, token: d.createHireQuote.token }),
    status: 201,
  }),
  route({
    method: 'get',
    path: '/api/hire/quotes/admin',
    summary: 'Every hire quote, for the hire desk',
    auth: 'admin',
    operation: graphql(`
      query AdminHireQuotes {
        adminHireQuotes {
          ...HireQuoteFields
        }
      }
    `),
    result: (d) => d.adminHireQuotes,
  }),
  route({
    method: 'post',
    path: '/api/hire/quotes/:id/items',
    summary: 'Add a line to a quote',
    description:
      'From the browser that created the quote (its cookie or X-Quote-Token) while it is new, or an admin. ' +
      IDEMPOTENT,
    auth: 'public',
    headers: quoteTokenHeader.merge(idempotencyKeyHeader),
    body: hireQuoteItemSchema,
    errors: [401, 409, 422],
    operation: graphql(`
      mutation AddHireQuoteItem($quoteId: Int!, $input: HireQuoteItemInput!, $token: String, $idempotencyKey: String) {
        addHireQuoteItem(quoteId: $quoteId, input: $input, token: $token, idempotencyKey: $idempotencyKey) {
          ...HireQuoteItemFields
        }
      }
    `),
    variables: (req) => ({
      quoteId: intParam(req, 'id'),
      input: bodyObject(req),
      token: quoteToken(req),
      idempotencyKey: idempotencyKey(req),
    }),
    result: (d) => d.addHireQuoteItem,
    status: 201,
  }),
  route({
    method: 'get',
    path: '/api/hire/quotes/:id/items',
    summary: "A quote's lines, each with its availability",
    description:
      "For an admin, the signed-in owner, the holder of the quote's token (its cookie or X-Quote-Token) or of the " +
      "link in its email; 401 anonymous, 403 signed in or a token that is neither the quote's nor a live link.",
    auth: 'public',
    headers: quoteTokenHeader,
    errors: [401, 403, 409],
    operation: graphql(`
      query HireQuoteItems($quoteId: Int!, $token: String) {
        hireQuoteItems(quoteId: $quoteId, token: $token) {
          ...HireQuoteItemFields
          availability {
            ...HireAvailabilityFields
          }
        }
      }
    `),
    variables: (req) => ({ quoteId: intParam(req, 'id'), token: quoteToken(req) }),
    result: (d) => d.hireQuoteItems,
  }),
  route({
    method: 'post',
    path: '/api/hire/quotes/:id/submit',
    summary: 'Send a quote to the hire desk (no more lines after)',
    description:
      'From the browser that created it (its cookie or X-Quote-Token), its signed-in owner or an admin. The answer ' +
      'is the request: its details, lines and status.',
    auth: 'public',
    headers: quoteTokenHeader,
    errors: [401, 409],
    operation: graphql(`
      mutation SubmitHireQuote($quoteId: Int!, $token: String) {
        submitHireQuote(quoteId: $quoteId, token: $token) {
          ...HireQuoteFields
        }
      }
    `),
    variables: (req) => ({ quoteId: intParam(req, 'id'), token: quoteToken(req) }),
    result: (d) => d.submitHireQuote,
  }),
  route({
    method: 'patch',
    path: '/api/hire/quotes/:id/status',
    summary: 'Approve, reject or complete a quote',
    description:
      'An approval that would over-commit stock answers 409 naming each short line, unless `override` is true; ' +
      "the customer's email then carries the booking's pay link, as an accepted quote's confirmation does. " +
      'A rejection may carry a `reason`, which the customer reads on their quote and in the email.',
    auth: 'admin',
    body: hireQuoteStatusChangeSchema,
    errors: [409],
    operation: graphql(`
      mutation UpdateHireQuoteStatus($id: Int!, $status: String!, $override: Boolean, $reason: String) {
        updateHireQuoteStatus(id: $id, status: $status, override: $override, reason: $reason) {
          ...HireQuoteFields
        }
      }
    `),
    variables: (req) => {
      const body = bodyObject(req);
      return {
        id: intParam(req, 'id'),
        status: requiredField(body, 'status'),
        override: body.override,
        reason: body.reason,
      };
    },
    result: (d) => d.updateHireQuoteStatus,
  }),
  route({
    method: 'get',
    path: '/api/hire/quotes/:id',
    summary: 'A hire quote with its price, revisions and booking',
    description: `${LINK_ACCESS} The customer sees the latest revision sent; the desk its draft too. ${REQUEST_ACCESS}`,
    auth: 'public',
    query: linkTokenQuery,
    errors: [401, 403, 409],
    operation: graphql(`
      query HireQuote($id: Int!, $token: String) {
        hireQuote(id: $id, token: $token) {
          ...PricedHireQuoteFields
        }
      }
    `),
    variables: (req) => ({ id: intParam(req, 'id'), token: stringQuery(req, 'token') ?? null }),
    result: (d) => d.hireQuote,
  }),
  route({
    method: 'post',
    path: '/api/hire/quotes/:id/accept',
    summary: 'Accept the latest revision of a quote',
    description:
      `${LINK_ACCESS.replace(', or an admin', '')} The full name typed and the terms ticked are recorded with the ` +
      'time, the address and the revision. `revision` is the one the customer read: optional with a link (which ' +
      'names its own), required of the signed-in owner; 409 when a newer revision was sent since, or on or after ' +
      "the hire's first day. The units are committed at once: 409 naming each line no longer free.",
    auth: 'public',
    query: linkTokenQuery,
    body: hireQuoteAcceptanceSchema.extend({
      token: z.string().optional(),
      revision: z.number().int().positive().optional(),
    }),
    errors: [401, 409],
    operation: graphql(`
      mutation AcceptHireQuote($id: Int!, $token: String, $revision: Int, $fullName: String, $acceptTerms: Boolean) {
        acceptHireQuote(id: $id, token: $token, revision: $revision, fullName: $fullName, acceptTerms: $acceptTerms) {
          ...PricedHireQuoteFields
        }
      }
    `),
    variables: (req) => ({
      id: intParam(req, 'id'),
      token: linkToken(req),
      ...bodyFields(req, ['revision', 'fullName', 'acceptTerms']),
    }),
    result: (d) => d.acceptHireQuote,
  }),
  route({
    method: 'post',
    path: '/api/hire/quotes/:id/pay',
    summary: "Pay a booking's deposit, balance or security deposit online",
    description:
      `${LINK_ACCESS.replace(', or an admin', '')} Answers the address of Stripe's payment page for the booking ` +
      'deposit still due (`deposit`), once it is paid the balance (`balance`), and once that is paid the refundable ' +
      'security deposit not yet held (`security-deposit`), in the amount the booking owes; ' +
      'send the customer there. Asked again while that page is open, it answers the same page. The payment lands on ' +
      "the booking (its `payments`, method card, by no desk user) once Stripe's webhook confirms it. 409 when the " +
      'quote is not a confirmed booking or nothing is due for the purpose; 503 while payments cannot be reached.',
    auth: 'public',
    query: linkTokenQuery,
    body: hireBookingPaySchema.extend({ token: z.string().optional() }),
    response: z.object({ checkoutUrl: z.string(), expiresAt: z.string() }),
    errors: [401, 409],
    operation: graphql(`
      mutation PayHireBooking($id: Int!, $token: String, $purpose: HirePaymentPurpose!) {
        payHireBooking(id: $id, token: $token, purpose: $purpose) {
          checkoutUrl
          expiresAt
        }
      }
    `),
    variables: (req) => {
      const { purpose } = bodyObject(req);
      return {
        id: intParam(req, 'id'),
        token: linkToken(req),
        purpose: typeof purpose === 'string' ? purpose.toUpperCase().replace(/-/g, '_') : purpose,
      };
    },
    result: (d) => d.payHireBooking,
  }),
  route({
    method: 'post',
    path: '/api/hire/quotes/:id/decline',
    summary: 'Decline the latest revision of a quote',
    description: LINK_ACCESS.replace(', or an admin', ''),
    auth: 'public',
    query: linkTokenQuery,
    body: hireQuoteDeclineSchema.extend({ token: z.string().optional() }),
    errors: [401, 409],
    operation: graphql(`
      mutation DeclineHireQuote($id: Int!, $token: String, $reason: String) {
        declineHireQuote(id: $id, token: $token, reason: $reason) {
          ...PricedHireQuoteFields
        }
      }
    `),
    variables: (req) => ({ id: intParam(req, 'id'), token: linkToken(req), ...bodyFields(req, ['reason']) }),
    result: (d) => d.declineHireQuote,
  }),
  route({
    method: 'put',
    path: '/api/admin/hire/quotes/:id',
    summary: "Save the hire desk's draft of a quote",
    description:
      'The whole draft: UK days (YYYY-MM-DD), hire lines with quantities and rates for this quote (GBP), fixed lines ' +
      '(crew, transport), a discount, the damage waiver, notes, and optionally `delivery` (delivery and installation ' +
      "on or off, and the address when delivering), which replaces the request's and re-prices the draft. " +
      'For a requested, quoted or expired quote; a sent ' +
      'revision stays as sent until the quote is sent again. 409 when `expectedVersion` is stale.',
    auth: 'admin',
    body: hireQuoteDraftSaveSchema,
    errors: [409],
    operation: graphql(`
      mutation SaveHireQuoteDraft($id: Int!, $input: HireQuoteDraftInput!, $expectedVersion: Int) {
        saveHireQuoteDraft(id: $id, input: $input, expectedVersion: $expectedVersion) {
          ...PricedHireQuoteFields
        }
      }
    `),
    variables: (req) => {
      const { expectedVersion, ...input } = bodyObject(req);
      return { id: intParam(req, 'id'), input, expectedVersion };
    },
    result: (d) => d.saveHireQuoteDraft,
  }),
  route({
    method: 'post',
    path: '/api/admin/hire/quotes/:id/send',
    summary: 'Send the draft to the customer as the next revision',
    description:
      'Numbers the quote on its first send (Q-YYYY-NNNN), dates it valid for the settings’ days and emails it with ' +
      'its link. 409 naming the lines while any is "Call for price".',
    auth: 'admin',
    errors: [409],
    operation: graphql(`
      mutation SendHireQuote($id: Int!) {
        sendHireQuote(id: $id) {
          ...PricedHireQuoteFields
        }
      }
    `),
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: (d) => d.sendHireQuote,
  }),
  route({
    method: 'post',
    path: '/api/admin/hire/quotes/:id/cancel',
    summary: 'Cancel a confirmed booking',
    description: "Frees its units and works out the cancellation charge from the hire terms' bands and what was paid.",
    auth: 'admin',
    body: hireBookingCancelSchema,
    errors: [409],
    operation: graphql(`
      mutation CancelHireBooking($id: Int!, $reason: String) {
        cancelHireBooking(id: $id, reason: $reason) {
          ...PricedHireQuoteFields
        }
      }
    `),
    variables: (req) => ({ id: intParam(req, 'id'), ...bodyFields(req, ['reason']) }),
    result: (d) => d.cancelHireBooking,
  }),
  route({
    method: 'post',
    path: '/api/admin/hire/quotes/:id/payments',
    summary: 'Record a payment or refund against a booking',
    description: 'The method (card, bank-transfer, paypal), the amount in GBP and a reference; no card data.',
    auth: 'admin',
    body: hirePaymentSchema,
    errors: [409],
    operation: graphql(`
      mutation RecordHirePayment($id: Int!, $input: HirePaymentInput!) {
        recordHirePayment(id: $id, input: $input) {
          ...PricedHireQuoteFields
        }
      }
    `),
    variables: (req) => ({ id: intParam(req, 'id'), input: bodyObject(req) }),
    result: (d) => d.recordHirePayment,
    status: 201,
  }),
  route({
    method: 'get',
    path: '/api/admin/hire/settings',
    summary: 'The hire settings: pricing and reminders',
    auth: 'admin',
    response: hireSettingsSchema,
    operation: graphql(`
      query HireSettings {
        hireSettings {
          ...HireSettingsFields
        }
      }
    `),
    result: (d) => d.hireSettings,
  }),
  route({
    method: 'put',
    path: '/api/admin/hire/settings',
    summary: 'Save the hire settings: pricing and reminders',
    auth: 'admin',
    body: hireSettingsSchema,
    response: hireSettingsSchema,
    operation: graphql(`
      mutation SaveHireSettings($input: HireSettingsInput!) {
        saveHireSettings(input: $input) {
          ...HireSettingsFields
        }
      }
    `),
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.saveHireSettings,
  }),
  route({
    method: 'get',
    path: '/api/user/quotes',
    summary: "The signed-in customer's quotes",
    auth: 'user',
    operation: graphql(`
      query MyHireQuotes {
        myHireQuotes {
          ...HireQuoteFields
        }
      }
    `),
    result: (d) => d.myHireQuotes,
  }),
  route({
    method: 'get',
    path: '/api/hire/quotes/:id/pdf',
    summary: "A sent quote's PDF, as the customer received it",
    description:
      'The given revision, or the latest. For an admin, the signed-in owner, or the holder of the `token` ' +
      "the quote's email links with (403 when it was tampered with, 409 once it has expired). The browser that " +
      'created the quote gets no PDF by its own token: 403.',
    auth: 'public',
    query: z.object({ revision: queryDocs.positiveInt.optional(), token: queryDocs.text.optional() }),
    errors: [401, 403, 404, 409],
    responseDescription: 'Q-2026-0042-rev-2.pdf, an application/pdf download',
    contentType: 'application/pdf',
    operation: graphql(`
      query HireQuotePdf($id: Int!, $token: String, $revision: Int) {
        hireQuote(id: $id, token: $token) {
          sentRevision(revision: $revision) {
            number
            revision
            pdf
          }
        }
      }
    `),
    variables: (req) => ({
      id: intParam(req, 'id'),
      token: stringQuery(req, 'token') ?? null,
      revision: intQuery(req, 'revision') ?? null,
    }),
    send: sendQuotePdf,
  }),
  route({
    method: 'get',
    path: '/api/hire/products/:slug/availability',
    summary: 'Units of a hire item free for a date range',
    auth: 'public',
    params: z.object({ slug: z.string() }),
    query: hireDateRangeSchema,
    operation: graphql(`
      query HireAvailability($slug: String!, $start: String!, $end: String!) {
        hireAvailability(slug: $slug, start: $start, end: $end) {
          ...HireAvailabilityFields
        }
      }
    `),
    variables: (req) => ({
      slug: req.params.slug,
      start: stringQuery(req, 'start') ?? null,
      end: stringQuery(req, 'end') ?? null,
    }),
    result: (d) => d.hireAvailability,
  }),
  route({
    method: 'get',
    path: '/api/hire/products/:slug/availability/days',
    summary: 'Units of a hire item free on each day of a month (or from/to, at most 62 days)',
    description:
      'For a date picker: `month` (YYYY-MM), or `from` and `to` (YYYY-MM-DD, both included); `quantity` ' +
      "(default 1) sets each day's `free`. A day counts a one-day hire of it, turnaround included, so a " +
      'range is free exactly when each of its days is. A kit answers whole kits its parts make up.',
    auth: 'public',
    params: z.object({ slug: z.string() }),
    query: z.object({
      month: queryDocs.text.optional(),
      from: queryDocs.text.optional(),
      to: queryDocs.text.optional(),
      quantity: queryDocs.positiveInt.optional(),
    }),
    operation: graphql(`
      query HireDayAvailability($slug: String!, $month: String, $from: String, $to: String, $quantity: Float) {
        hireDayAvailability(slug: $slug, month: $month, from: $from, to: $to, quantity: $quantity) {
          productId
          slug
          quantity
          days {
            day
            available
            free
          }
        }
      }
    `),
    variables: (req) => ({
      slug: req.params.slug,
      month: stringQuery(req, 'month') ?? null,
      from: stringQuery(req, 'from') ?? null,
      to: stringQuery(req, 'to') ?? null,
      quantity: intQuery(req, 'quantity') ?? null,
    }),
    result: (d) => d.hireDayAvailability,
  }),
];
