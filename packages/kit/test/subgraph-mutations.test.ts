import { TimedOut, mutationsNotBegunForNobody, type SubgraphContext } from '../src';

describe('a mutation whose caller has gone', () => {
  const calls: string[] = [];
  const { Mutation, Query } = mutationsNotBegunForNobody({
    Query: { product: () => 'read' },
    Mutation: {
      deleteProduct: (_parent: unknown, args: { id: number }) => {
        calls.push(`deleted ${args.id}`);
        return true;
      },
    },
  }) as Record<string, Record<string, (...args: unknown[]) => unknown>>;
  const context = (gone: boolean) => {
    const caller = new AbortController();
    if (gone) caller.abort();
    return { callerGone: caller.signal } as SubgraphContext;
  };

  it('is not begun: the gateway has answered 504 already', () => {
    expect(() => Mutation.deleteProduct(null, { id: 7 }, context(true), null)).toThrow(TimedOut);
    expect(calls).toEqual([]);
  });

  it('runs as before while its caller waits, and reads are left as they were', () => {
    expect(Mutation.deleteProduct(null, { id: 8 }, context(false), null)).toBe(true);
    expect(calls).toEqual(['deleted 8']);
    expect(Query.product()).toBe('read');
  });
});
