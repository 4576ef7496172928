import { withDescendants } from '../src/domain/category-tree';
import { mergeLines } from '../src/domain/order-lines';
import { escapeRegex, rankByName, searchRank, sortSpec } from '../src/domain/search';

describe('search (admin spec 2: name, slug or description, case-insensitive)', () => {
  it('escapes regex syntax so input is matched literally', () => {
    const pattern = new RegExp(escapeRegex('12" (2x) a+b.*'), 'i');
    expect(pattern.test('speaker 12" (2X) A+B.*')).toBe(true);
    expect(pattern.test('speaker 12" 2x ab')).toBe(false);
    expect(escapeRegex('$^|[]{}\\?')).toBe('\\$\\^\\|\\[\\]\\{\\}\\\\\\?');
    // BSON refuses a raw NUL in a stored pattern: a 500 that fuzzing found in the admin order search.
    expect(escapeRegex('a\0b')).toBe('a\\x00b');
    expect(new RegExp(escapeRegex('a\0b'), 'i').test('A\0B')).toBe(true);
  });

  it('ranks name matches first, starts-with before contains, keeping the sort within each rank', () => {
    const items = [
      { name: 'Stage Box', id: 1 }, // description match only
      { name: 'Wireless Mixer Kit', id: 2 },
      { name: 'Mixer Desk 16', id: 3 },
      { name: 'Cable Loom', id: 4 }, // slug match only
      { name: 'mixer 8 channel', id: 5 },
    ];
    expect(rankByName(items, 'MIXER').map((i) => i.id)).toEqual([3, 5, 2, 1, 4]);
    expect(searchRank({ name: 'DJ Mixer' }, 'mixer')).toBe(1);
  });

  it('sorts listings with a stable tie-breaker', () => {
    expect(sortSpec('price_asc')).toEqual({ pricePence: 1, id: 1 });
    expect(sortSpec('price_desc')).toEqual({ pricePence: -1, id: -1 });
    expect(sortSpec('name')).toEqual({ name: 1, id: 1 });
    expect(sortSpec(undefined)).toEqual({ createdAt: -1, id: -1 });
  });
});

describe('category scope for listings', () => {
  const tree = [
    { id: 1, parentId: null },
    { id: 2, parentId: 1 },
    { id: 3, parentId: 1 },
    { id: 4, parentId: 3 },
    { id: 5, parentId: null },
  ];

  it('includes children and grandchildren', () => {
    expect(withDescendants(tree, 1).sort()).toEqual([1, 2, 3, 4]);
    expect(withDescendants(tree, 3).sort()).toEqual([3, 4]);
    expect(withDescendants(tree, 5)).toEqual([5]);
    expect(withDescendants(tree, 99)).toEqual([99]);
  });

  it('survives a cycle', () => {
    expect(
      withDescendants(
        [
          { id: 1, parentId: 2 },
          { id: 2, parentId: 1 },
        ],
        1,
      ).sort(),
    ).toEqual([1, 2]);
  });
});

describe('order lines', () => {
  it('merges lines of the same product', () => {
    expect(
      mergeLines([
        { productId: 2, quantity: 1 },
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 3 },
      ]),
    ).toEqual([
      { productId: 2, quantity: 4 },
      { productId: 1, quantity: 2 },
    ]);
  });
});
