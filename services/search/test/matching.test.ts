import { SearchIndex } from '../src/application/search-index';
import type { SearchDocument } from '../src/domain/search-document';

/** The shop's matching rules, on the real index (MiniSearch behind SearchIndex). */

const CATEGORIES: [number, string][] = [
  [1, 'Microphones'],
  [2, 'Mixers'],
  [3, 'PA Speakers'],
];

let nextId = 1;
function product(fields: Partial<SearchDocument> & Pick<SearchDocument, 'name'>): SearchDocument {
  const id = fields.id ?? nextId++;
  return {
    id,
    kind: 'sale',
    slug: `product-${id}`,
    description: '',
    categoryId: 1,
    pricePence: 10_000,
    stock: 5,
    isOnSale: false,
    isNew: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}

function indexOf(...docs: SearchDocument[]): SearchIndex {
  const index = new SearchIndex();
  for (const [id, name] of CATEGORIES) index.upsertCategory(id, name);
  for (const doc of docs) index.upsert(doc);
  return index;
}

const names = (index: SearchIndex, text: string) => index.search({ text }).hits.map((h) => h.name);

describe('typo tolerance grows with the word', () => {
  const index = indexOf(
    product({ name: 'Shure Microphone Clip' }),
    product({ name: 'Behringer Mixer' }),
    product({ name: 'Sennheiser Headset' }),
    product({ name: 'Mic Stand' }),
  );

  it('allows one edit in a word of 4 to 7 letters', () => {
    expect(names(index, 'shre clip')).toEqual(['Shure Microphone Clip']);
    expect(names(index, 'mixr behringer')).toEqual(['Behringer Mixer']);
  });

  it('refuses two edits in a word of 4 to 7 letters', () => {
    expect(names(index, 'shxxe clip')).toEqual([]);
  });

  it('allows two edits from 8 letters', () => {
    expect(names(index, 'behrinjr mixer')).toEqual(['Behringer Mixer']);
    expect(names(index, 'senhiser headset')).toEqual(['Sennheiser Headset']);
    expect(names(index, 'behxxxger mixer')).toEqual([]);
  });

  it('allows no edit below 4 letters', () => {
    expect(names(index, 'mik stand')).toEqual([]);
    expect(names(index, 'mic stand')).toEqual(['Mic Stand']);
  });

  it('offers the nearest indexed word as "did you mean", a swapped pair counting as one edit', () => {
    expect(index.search({ text: 'shrue clip' }).didYouMean).toBe('shure clip');
    expect(index.search({ text: 'shure clip' }).didYouMean).toBeNull();
  });

  it('offers a word of 8 letters or more through a swap and one more edit, not a swap and two', () => {
    // 'snenheisr': 'en' swapped and an 'e' left out, three Levenshtein edits.
    expect(index.search({ text: 'snenheisr headset' }).didYouMean).toBe('sennheiser headset');
    expect(index.search({ text: 'snenhisr headset' }).didYouMean).toBeNull();
  });
});

describe('plurals, stems, word order, accents and case', () => {
  const index = indexOf(
    product({ name: 'Shure SM58 Dynamic Vocal Microphone' }),
    product({ name: 'Røde NT1-A Condenser Microphone' }),
    product({ name: 'Energizer Battery Pack' }),
    product({ name: 'Stage Lighting Controller' }),
  );

  it('finds the singular from the plural and the other way round', () => {
    expect(names(index, 'microphones sm58')).toEqual(['Shure SM58 Dynamic Vocal Microphone']);
    expect(names(index, 'batteries energizer')).toEqual(['Energizer Battery Pack']);
    expect(names(index, 'light controllers')).toEqual(['Stage Lighting Controller']);
  });

  it('matches the words in any order', () => {
    expect(names(index, 'vocal sm58 shure')).toEqual(['Shure SM58 Dynamic Vocal Microphone']);
  });

  it('ignores case and accents on either side', () => {
    expect(names(index, 'RODE nt1-a')).toEqual(['Røde NT1-A Condenser Microphone']);
    expect(names(index, 'shüre SM58')).toEqual(['Shure SM58 Dynamic Vocal Microphone']);
  });

  it('finds a model code written joined, split or hyphenated', () => {
    expect(names(index, 'nt1a')).toEqual(['Røde NT1-A Condenser Microphone']);
    expect(names(index, 'sm 58 shure')).toEqual(['Shure SM58 Dynamic Vocal Microphone']);
  });

  it('needs a model code typed exactly: an sm57 is not an sm58', () => {
    expect(names(index, 'shure sm57 vocal')).toEqual([]);
  });
});

describe('the last word may be half typed', () => {
  const index = indexOf(
    product({ name: 'Allen & Heath SQ-5 Digital Mixer' }),
    product({ name: 'Pioneer DJ Headphones' }),
  );

  it('matches the last word as a prefix', () => {
    expect(names(index, 'allen dig')).toEqual(['Allen & Heath SQ-5 Digital Mixer']);
    expect(index.suggest('pioneer headph').map((s) => s.name)).toEqual(['Pioneer DJ Headphones']);
  });

  it('does not match an earlier word as a prefix', () => {
    expect(names(index, 'dig allen')).toEqual([]);
  });

  it('offers no correction for a word still being typed', () => {
    expect(index.search({ text: 'allen digi' }).didYouMean).toBeNull();
  });
});

describe('SKUs and hire ids as the shop shows them', () => {
  const index = indexOf(
    product({ id: 12, name: 'Yamaha DXR12 Active PA Speaker', categoryId: 3 }),
    product({ id: 97, name: 'QSC KS118 Active Subwoofer', kind: 'hire', categoryId: 3 }),
    product({ id: 125, name: 'Yamaha P125 Digital Piano' }),
  );

  it('finds a product by its SKU, and shows each hit with its reference', () => {
    const result = index.search({ text: 'P0012' });
    expect(result.hits.map((h) => [h.id, h.reference])).toEqual([[12, 'P0012']]);
  });

  it('finds hire equipment by its hire id, and a sale product not at all by an H reference', () => {
    expect(index.search({ text: 'h0097' }).hits.map((h) => [h.id, h.reference])).toEqual([[97, 'H0097']]);
    expect(index.search({ text: 'H0012' }).hits).toEqual([]);
  });

  it('reads an unpadded "P125" as a model name, not a SKU', () => {
    expect(names(index, 'p125')).toEqual(['Yamaha P125 Digital Piano']);
  });
});

describe('field weights and sale/hire', () => {
  it('ranks a name match above a category match above a description match', () => {
    const index = indexOf(
      product({ name: 'Studio Rack Case', description: 'Holds any mixer up to 12U.', categoryId: 1 }),
      product({ name: 'Flight Case', categoryId: 2 }),
      product({ name: 'Compact Mixer', categoryId: 1 }),
    );
    expect(names(index, 'mixer')).toEqual(['Compact Mixer', 'Flight Case', 'Studio Rack Case']);
  });

  it('tells sale items from hire items and filters on either', () => {
    const index = indexOf(
      product({ id: 1, name: 'JBL EON715 Speaker' }),
      product({ id: 2, name: 'JBL EON715 Speaker', kind: 'hire' }),
    );
    expect(index.search({ text: 'eon715' }).hits.map((h) => [h.kind, h.reference])).toEqual([
      ['sale', 'P0001'],
      ['hire', 'H0002'],
    ]);
    expect(index.search({ text: 'eon715', filters: { kind: 'hire' } }).hits.map((h) => h.id)).toEqual([2]);
  });

  it('re-indexes a category’s products when it is renamed, and forgets a removed product', () => {
    const index = indexOf(product({ id: 1, name: 'Boom Arm', categoryId: 1 }));
    expect(names(index, 'microphones')).toEqual(['Boom Arm']);
    index.upsertCategory(1, 'Stands');
    expect(names(index, 'microphones')).toEqual([]);
    expect(names(index, 'stands')).toEqual(['Boom Arm']);
    index.remove(1);
    expect(names(index, 'boom')).toEqual([]);
    expect(index.search({ text: 'bom arm' }).didYouMean).toBeNull();
  });
});

describe('facets and sorting', () => {
  const index = indexOf(
    product({
      id: 1,
      name: 'Vocal Microphone A',
      categoryId: 1,
      pricePence: 8_000,
      isOnSale: true,
      createdAt: '2025-03-01T00:00:00.000Z',
    }),
    product({
      id: 2,
      name: 'Vocal Microphone B',
      categoryId: 1,
      pricePence: 30_000,
      stock: 0,
      createdAt: '2025-05-01T00:00:00.000Z',
    }),
    product({
      id: 3,
      name: 'Vocal Mixer Microphone Preamp',
      categoryId: 2,
      pricePence: 150_000,
      isNew: true,
      createdAt: '2025-04-01T00:00:00.000Z',
    }),
    product({ id: 4, name: 'Drum Kit', categoryId: 2 }),
  );

  it('counts categories, price bands, stock, sale and new over the matches', () => {
    const { facets, total } = index.search({ text: 'vocal microphone' });
    expect(total).toBe(3);
    expect(facets.categories).toEqual([
      { categoryId: 1, count: 2 },
      { categoryId: 2, count: 1 },
    ]);
    expect(facets.priceBands.map((b) => [b.key, b.count])).toEqual([
      ['under-100', 1],
      ['100-250', 0],
      ['250-500', 1],
      ['500-1000', 0],
      ['1000-plus', 1],
    ]);
    expect([facets.inStock, facets.onSale, facets.isNew]).toEqual([2, 1, 1]);
  });

  it('counts each facet with the other filters applied but not its own', () => {
    const { facets, hits } = index.search({ text: 'vocal microphone', filters: { categoryId: 1, inStock: true } });
    expect(hits.map((h) => h.id)).toEqual([1]);
    expect(facets.categories).toEqual([
      { categoryId: 1, count: 1 },
      { categoryId: 2, count: 1 },
    ]);
    expect(facets.inStock).toBe(1);
    expect(facets.onSale).toBe(1);
  });

  it('sorts by price either way and by newest', () => {
    const ids = (sort: 'price_asc' | 'price_desc' | 'newest') =>
      index.search({ text: 'vocal', sort }).hits.map((h) => h.id);
    expect(ids('price_asc')).toEqual([1, 2, 3]);
    expect(ids('price_desc')).toEqual([3, 2, 1]);
    expect(ids('newest')).toEqual([2, 3, 1]);
  });
});

describe("the index's generation", () => {
  it('moves on with every change, so an answer kept under one never outlives a change', () => {
    const index = indexOf(product({ name: 'Padded Gig Bag' }));
    const generations = [index.generation.current()];
    const changes = [
      () => index.upsert(product({ id: 9001, name: 'Cable Tester' })),
      () => index.upsert(product({ id: 9001, name: 'Cable Tester Pro' })),
      () => index.remove(9001),
      () => index.upsertCategory(4, 'Flight Cases'),
      () => index.upsertCategory(4, 'Flight Cases', 1),
      () => index.removeCategory(4),
    ];
    for (const change of changes) {
      change();
      generations.push(index.generation.current());
    }
    expect(new Set(generations).size).toBe(changes.length + 1);
    expect(index.generation.current()).toBe(index.generation.current());
  });
});
