import { HIRE_QUOTE_ITEM_MESSAGES as M } from '@shop/contracts';
import { Conflict, Forbidden, Invalid, Unprocessable } from '@shop/kit';
import { customerUseCases, request } from '../support/requests';
import { testUser } from '@shop/kit/testing';
import { hireProduct, replicaPerFile } from '../support/store';

describe('addQuoteItem (lines by the quote’s creator, or by the desk)', () => {
  const replica = replicaPerFile();
  let hire: ReturnType<typeof customerUseCases>;
  let lights: number;
  const anonymous = { user: null, quoteTokens: [] };
  const desk = { user: testUser('admin', 1), quoteTokens: [] };

  beforeAll(async () => {
    hire = customerUseCases(replica());
    lights = await hireProduct(replica().models, 4);
  });

  const line = (extra: Record<string, unknown> = {}) => ({
    productId: lights,
    quantity: 2,
    hirePeriod: 'weekly',
    ...extra,
  });

  it('adds a line for the token holder, passed with the call or carried by the browser', async () => {
    const { token, quote } = await hire.createQuote(request(), { user: null });

    const added = await hire.addQuoteItem({ quoteId: quote.id, line: line(), token }, anonymous);
    expect(added.item).toMatchObject({ productId: lights, quantity: 2, hirePeriod: 'weekly' });
    expect(added.product.id).toBe(lights);
    expect(added.quote.items).toHaveLength(1);

    const again = await hire.addQuoteItem(
      { quoteId: quote.id, line: line({ quantity: 1 }) },
      { user: null, quoteTokens: [token] },
    );
    expect(again.quote.items.map((i) => i.quantity)).toEqual([2, 1]);
  });

  it('answers a retry under the same Idempotency-Key with the first line, even after the quote went to the desk', async () => {
    const { token, quote } = await hire.createQuote(request(), { user: null });
    const add = (quantity: number) =>
      hire.addQuoteItem({ quoteId: quote.id, line: line({ quantity }), token, idempotencyKey: 'line-1' }, anonymous);
    const [first, racing] = await Promise.all([add(2), add(2)]);
    expect(racing.item.id).toBe(first.item.id);
    const retry = await add(2);
    expect(retry.item.id).toBe(first.item.id);
    expect(retry.quote.items).toHaveLength(1);

    await expect(add(3)).rejects.toBeInstanceOf(Unprocessable);
    await hire.submitQuote({ quoteId: quote.id, token }, anonymous);
    expect((await add(2)).item.id).toBe(first.item.id);
  });

  it('refuses anyone without the token, and checks the caller before the line', async () => {
    const { quote } = await hire.createQuote(request(), { user: null });
    const refused = hire.addQuoteItem(
      { quoteId: quote.id, line: { productId: 'junk' } },
      { user: testUser('user', 7), quoteTokens: [] },
    );
    await expect(refused).rejects.toBeInstanceOf(Forbidden);
    await expect(refused).rejects.toThrow(M.notYours);
    await expect(hire.addQuoteItem({ quoteId: 999_999, line: line() }, desk)).rejects.toThrow(M.quoteNotFound);
    await expect(hire.addQuoteItem({ quoteId: 0, line: line() }, desk)).rejects.toThrow(
      'quoteId: must be a positive id',
    );
  });

  it('accepts only products for hire that the catalog still has', async () => {
    const { token, quote } = await hire.createQuote(request(), { user: null });
    const refused = hire.addQuoteItem({ quoteId: quote.id, line: line({ productId: 987_654 }), token }, anonymous);
    await expect(refused).rejects.toBeInstanceOf(Invalid);
    await expect(refused).rejects.toThrow(`productId: ${M.notHireItem}`);
  });

  it('closes the lines to the creator once sent or after the window, but not to the desk while pending', async () => {
    const { token, quote } = await hire.createQuote(request(), { user: null });
    await hire.submitQuote({ quoteId: quote.id, token }, anonymous);
    const closed = hire.addQuoteItem({ quoteId: quote.id, line: line(), token }, anonymous);
    await expect(closed).rejects.toBeInstanceOf(Conflict);
    await expect(closed).rejects.toThrow(M.closed);
    expect((await hire.addQuoteItem({ quoteId: quote.id, line: line() }, desk)).quote.items).toHaveLength(1);

    const late = customerUseCases(replica(), { itemsWindowMs: 0 });
    const old = await late.createQuote(request(), { user: null });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(
      late.addQuoteItem({ quoteId: old.quote.id, line: line(), token: old.token }, anonymous),
    ).rejects.toThrow(M.closed);

    await replica().models.Quote.updateOne({ id: quote.id }, { $set: { status: 'rejected' } });
    await expect(hire.addQuoteItem({ quoteId: quote.id, line: line() }, desk)).rejects.toThrow(
      'Items can only be added to a pending quote',
    );
  });
});
