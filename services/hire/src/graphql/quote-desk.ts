import { hireBankTransferOf, hireSettingsFieldsOf } from '@shop/contracts';
import type { HireApplication } from '../hire-application';
import { bookingMoneyNow, draftOf, latestRevision, priceShown, requireMaySee, type Quote } from '../modules/quotes';
import type { Resolvers } from './__generated__/resolvers';
import { actorOf } from './actor';
import type { HireContext } from './context';
import {
  toBookingDto,
  toCancellationDto,
  toDeclineDto,
  toDraftDto,
  toOverrideDto,
  toPriceDto,
  toQuoteDtos,
  toRevisionDto,
  type QuoteAnswer,
} from './dto';

const isDesk = (ctx: HireContext) => ctx.user?.role === 'admin';

/** A field beyond the request: 403 to the browser that created the quote once the desk has answered it. */
const beyondRequest =
  <A extends unknown[], T>(read: (answer: QuoteAnswer, ...rest: A) => T) =>
  (answer: QuoteAnswer, ...rest: A): T => {
    requireMaySee(answer.record, answer.sight);
    return read(answer, ...rest);
  };

/**
 * Priced quotes: one quote for its customer (or the link in its email), the desk's draft, sending,
 * the customer's answer, the booking's payments and cancellation, and the pricing settings. Every
 * use case answered here let its caller at the whole quote (the desk, or the customer answering it).
 */
export function quoteDeskResolvers(
  app: Pick<
    HireApplication,
    | 'quotes'
    | 'saveQuoteDraft'
    | 'sendQuote'
    | 'acceptQuote'
    | 'declineQuote'
    | 'cancelBooking'
    | 'recordPayment'
    | 'settings'
    | 'quotePdf'
    | 'lateGraceHours'
  >,
  clock: () => Date,
): Pick<Resolvers, 'Query' | 'Mutation' | 'HireQuote' | 'HireQuoteRevision'> {
  const answer = async (quote: Quote) => toQuoteDtos(await app.quotes.withProducts([quote], 'quote'))[0];

  return {
    Query: {
      hireQuote: async (_, { id, token }, ctx) => toQuoteDtos(await app.quotes.quote({ id, token }, actorOf(ctx)))[0],
      hireSettings: async (_, __, ctx) => hireSettingsFieldsOf(await app.settings.read(ctx)),
      hireTerms: () => app.settings.terms(),
    },
    Mutation: {
      saveHireQuoteDraft: async (_, { id, input, expectedVersion }, ctx) =>
        answer(await app.saveQuoteDraft({ id, draft: input, expectedVersion }, ctx)),
      sendHireQuote: async (_, { id }, ctx) => answer(await app.sendQuote({ id }, ctx)),
      acceptHireQuote: async (_, args, ctx) => answer(await app.acceptQuote(args, actorOf(ctx))),
      declineHireQuote: async (_, args, ctx) => answer(await app.declineQuote(args, actorOf(ctx))),
      cancelHireBooking: async (_, args, ctx) => answer(await app.cancelBooking(args, ctx)),
      recordHirePayment: async (_, { id, input }, ctx) => answer(await app.recordPayment({ id, payment: input }, ctx)),
      saveHireSettings: async (_, { input }, ctx) => hireSettingsFieldsOf(await app.settings.save(input, ctx)),
    },
    HireQuote: {
      draft: ({ record, products }, _, ctx) => (isDesk(ctx) ? toDraftDto(draftOf(record), products) : null),
      number: beyondRequest(({ record }) => record.number),
      overcommitOverride: beyondRequest(
        ({ record }) => record.overcommitOverride && toOverrideDto(record.overcommitOverride),
      ),
      price: beyondRequest(({ record, products, settings }, _, ctx: HireContext) =>
        toPriceDto(priceShown(record, products, settings, isDesk(ctx))),
      ),
      revisions: beyondRequest(({ record }) => record.revisions.map(toRevisionDto)),
      latestRevision: beyondRequest(({ record }) => {
        const latest = latestRevision(record);
        return latest && toRevisionDto(latest);
      }),
      acceptance: beyondRequest(
        ({ record }, _, ctx: HireContext) =>
          record.acceptance && {
            name: record.acceptance.name,
            at: record.acceptance.at.toISOString(),
            revision: record.acceptance.revision,
            ip: isDesk(ctx) ? record.acceptance.ip : null,
          },
      ),
      decline: beyondRequest(({ record }) => record.decline && toDeclineDto(record.decline)),
      cancellation: beyondRequest(({ record }) => record.cancellation && toCancellationDto(record.cancellation)),
      acceptanceRefused: ({ record }, _, ctx) =>
        isDesk(ctx) && record.acceptanceRefused
          ? { ...record.acceptanceRefused, at: record.acceptanceRefused.at.toISOString() }
          : null,
      sentRevision: beyondRequest(({ record }, { revision }: { revision?: number | null }) => {
        const sent = revision == null ? latestRevision(record) : record.revisions.find((r) => r.revision === revision);
        return sent ? toRevisionDto(sent) : null;
      }),
      acceptPath: ({ record }, _, ctx) => (isDesk(ctx) ? app.quotes.acceptPath(record) : null),
      booking: beyondRequest(({ record, products, settings }) =>
        ['confirmed', 'out', 'cancelled', 'completed'].includes(record.stage)
          ? toBookingDto(
              bookingMoneyNow(record, products, settings, app.lateGraceHours, clock()),
              record.payments,
              hireBankTransferOf(settings, record.id),
            )
          : null,
      ),
    },
    // Reached only through a revision of a quote the caller may see beyond its request, so the file follows its rules.
    HireQuoteRevision: {
      pdf: async ({ document }) => (await app.quotePdf(document)).toString('base64'),
    },
  };
}
