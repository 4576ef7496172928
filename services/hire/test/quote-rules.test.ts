import { holdsToken, itemsClosedReason, newQuoteToken, quietUntil } from '../src/modules/quotes/domain/quote-rules';
import { tokenHash } from '../src/shared/domain/tokens';
import { unitsByProduct } from '../src/shared/domain/kits';

const created = new Date('2027-06-01T10:00:00Z');
const minutes = (n: number) => new Date(created.getTime() + n * 60_000);

describe('quote rules (who may add lines, and when a quote is complete)', () => {
  it('accepts only the token of this quote, whole', () => {
    const token = newQuoteToken(7);
    const quote = { id: 7, tokenHash: tokenHash(token) };
    expect(holdsToken(quote, [token])).toBe(true);
    expect(holdsToken(quote, [null, 'junk', token])).toBe(true);
    expect(holdsToken(quote, [token.slice(0, -1)])).toBe(false);
    expect(holdsToken({ id: 8, tokenHash: tokenHash(token) }, [token])).toBe(false);
    expect(holdsToken(quote, [])).toBe(false);
  });

  it('closes the lines to the creator after the window or once sent, and to everyone once not pending', () => {
    const pending = { status: 'pending' as const, requestedAt: null, createdAt: created };
    const rules = (now: Date, byDesk = false) => ({ now, windowMs: 30 * 60_000, byDesk });
    expect(itemsClosedReason(pending, rules(minutes(5)))).toBeNull();
    expect(itemsClosedReason(pending, rules(minutes(31)))).toBe('window-passed');
    expect(itemsClosedReason({ ...pending, requestedAt: minutes(1) }, rules(minutes(2)))).toBe('requested');
    expect(itemsClosedReason(pending, rules(minutes(600), true))).toBeNull();
    expect(itemsClosedReason({ ...pending, status: 'approved' }, rules(minutes(1), true))).toBe('not-pending');
  });

  it('counts a quote as complete a quiet period after its last line', () => {
    const items = [{ createdAt: minutes(1) }, { createdAt: minutes(3) }];
    expect(quietUntil({ createdAt: created, items: [] } as never, 60_000)).toBe(minutes(1).getTime());
    expect(quietUntil({ createdAt: created, items } as never, 60_000)).toBe(minutes(4).getTime());
  });

  it('adds up the units a quote asks for per product', () => {
    const units = unitsByProduct([
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
      { productId: 1, quantity: 3 },
    ]);
    expect([...units]).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });
});
