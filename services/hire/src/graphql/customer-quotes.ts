import type { HireApplication } from '../hire-application';
import type { Quote } from '../modules/quotes';
import type { Resolvers } from './__generated__/resolvers';
import { actorOf } from './actor';
import type { HireContext } from './context';
import { toItemDto, toQuoteDtos } from './dto';

/**
 * Quote requests from the shop: create, add lines, submit, the customer's own quotes, and paying a booking. A created
 * or submitted quote answers as its caller may read it: the browser that created it, the request only.
 */
export function customerQuoteResolvers(
  app: Pick<HireApplication, 'createQuote' | 'addQuoteItem' | 'submitQuote' | 'quotes' | 'payBooking'>,
): Pick<Resolvers, 'Query' | 'Mutation'> {
  const answer = async (quote: Quote, ctx: HireContext, token?: string | null) =>
    toQuoteDtos(await app.quotes.seenBy(quote, actorOf(ctx), token))[0];

  return {
    Query: {
      myHireQuotes: async (_, __, ctx) => toQuoteDtos(await app.quotes.myQuotes(actorOf(ctx))),
      hireQuoteItems: async (_, { quoteId, token }, ctx) => {
        const [quote] = toQuoteDtos(await app.quotes.quoteLines({ quoteId, token }, actorOf(ctx)));
        return quote.items;
      },
    },
    Mutation: {
      createHireQuote: async (_, { input, idempotencyKey }, ctx) => {
        const { token, quote } = await app.createQuote(input, actorOf(ctx), idempotencyKey);
        ctx.keepQuoteToken(token);
        return { token, quote: await answer(quote, ctx, token) };
      },
      addHireQuoteItem: async (_, { quoteId, input, token, idempotencyKey }, ctx) => {
        const { quote, item, product } = await app.addQuoteItem(
          { quoteId, line: input, token, idempotencyKey },
          actorOf(ctx),
        );
        return toItemDto(quote, item, product);
      },
      submitHireQuote: async (_, { quoteId, token }, ctx) =>
        answer(await app.submitQuote({ quoteId, token }, actorOf(ctx)), ctx, token),
      payHireBooking: (_, { id, token, purpose }, ctx) =>
        app.payBooking({ id, token, purpose: purpose.toLowerCase().replace(/_/g, '-') }, actorOf(ctx)),
    },
  };
}
