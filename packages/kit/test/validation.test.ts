import { z } from 'zod';
import { toGbp, toPence } from '@shop/contracts';
import { Invalid, idSchema, parseInput, statusForCode } from '../src';

describe('input validation at the edge', () => {
  const schema = z.object({
    name: z.string().min(2, 'Name must be at least 2 characters'),
    nested: z.object({ qty: z.number() }).optional(),
  });

  it('names the failing field in the message', () => {
    expect(() => parseInput(schema, { name: 'a' })).toThrow(
      new Invalid('name: Name must be at least 2 characters', 'name'),
    );
    try {
      parseInput(schema, { name: 'ok', nested: { qty: 'x' } });
    } catch (err) {
      expect((err as Invalid).field).toBe('nested.qty');
      expect((err as Invalid).code).toBe('BAD_USER_INPUT');
    }
  });

  it('labels a bare value with the given name', () => {
    expect(() => parseInput(idSchema, 'abc', 'id')).toThrow(/^id: /);
    expect(parseInput(idSchema, '42', 'id')).toBe(42);
  });

  it('maps error codes to HTTP statuses', () => {
    expect([statusForCode('BAD_USER_INPUT'), statusForCode('UNAUTHENTICATED'), statusForCode('FORBIDDEN')]).toEqual([
      400, 401, 403,
    ]);
    expect([statusForCode('NOT_FOUND'), statusForCode('CONFLICT'), statusForCode('TOO_MANY_REQUESTS')]).toEqual([
      404, 409, 429,
    ]);
    expect(statusForCode('SOMETHING_ELSE')).toBe(500);
  });

  it('keeps money in pence inside and GBP at the edge', () => {
    expect(toPence(19.99)).toBe(1999);
    expect(toPence(0.1 + 0.2)).toBe(30);
    expect(toGbp(1999)).toBe(19.99);
  });
});
