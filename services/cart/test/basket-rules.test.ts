import { checkSellable, mergeLines, raiseLine, withoutProducts } from '../src/domain/lines';
import { chooseSession } from '../src/domain/session';
import type { CartLine } from '../src/models/cart';

const line = (id: number, productId: number, quantity: number): CartLine => ({
  id,
  productId,
  quantity,
  createdAt: new Date(0),
});
const product = (stock: number, extra = {}) => ({
  id: 1,
  stock,
  isHireItem: false,
  deleted: false,
  version: 1,
  ...extra,
});

describe('what a basket may hold (storefront 2, 7)', () => {
  it('refuses a missing or deleted product (404), hire equipment (400) and more than the stock (409)', () => {
    expect(() => checkSellable(null, 1, 1)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    expect(() => checkSellable(product(5, { deleted: true }), 1, 1)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    expect(() => checkSellable(product(5, { isHireItem: true }), 1, 1)).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'productId' }),
    );
    expect(() => checkSellable(product(3), 1, 4)).toThrow(
      expect.objectContaining({ code: 'CONFLICT', message: 'Only 3 in stock' }),
    );
    expect(() => checkSellable(product(3), 1, 3)).not.toThrow();
  });

  it('raises a line, and drops what an order bought', () => {
    expect(raiseLine([line(1, 10, 1), line(2, 20, 1)], 20, 2)).toEqual([line(1, 10, 1), line(2, 20, 3)]);
    expect(withoutProducts([line(1, 10, 1), line(2, 20, 1)], new Set([10]))).toEqual([line(2, 20, 1)]);
  });

  it("merges a guest basket into the user's, adding quantities up to the stock", () => {
    const merged = mergeLines([line(1, 10, 2)], [line(5, 10, 3), line(6, 30, 1)], (id) => (id === 10 ? 4 : null));
    expect(merged).toEqual([line(1, 10, 4), line(6, 30, 1)]);
  });
});

describe('which basket session a caller gets', () => {
  const facts = { browserSession: 'b', browserOwner: undefined, userId: null, userSession: null };

  it("keeps a guest basket for a guest, and starts afresh when the browser holds a user's basket", () => {
    expect(chooseSession({ ...facts, browserOwner: null })).toEqual({ kind: 'keep', sessionId: 'b' });
    expect(chooseSession({ ...facts, browserOwner: 7 })).toEqual({ kind: 'new' });
    expect(chooseSession({ ...facts, browserSession: null })).toEqual({ kind: 'new' });
  });

  it("links or merges a guest basket on sign-in, and finds the user's basket on a new browser", () => {
    expect(chooseSession({ ...facts, browserOwner: null, userId: 7 })).toEqual({ kind: 'link', sessionId: 'b' });
    expect(chooseSession({ ...facts, browserOwner: null, userId: 7, userSession: 'u' })).toEqual({
      kind: 'merge',
      from: 'b',
      into: 'u',
    });
    expect(chooseSession({ ...facts, browserSession: null, userId: 7, userSession: 'u' })).toEqual({
      kind: 'keep',
      sessionId: 'u',
    });
    expect(chooseSession({ ...facts, browserOwner: 8, userId: 7 })).toEqual({ kind: 'new' });
  });
});
