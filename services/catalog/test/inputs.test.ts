import { Invalid, parseInput } from '@shop/kit';
import { hireProductSchema, isImageUrl, saleProductSchema } from '@shop/contracts';
import { inputProblems } from '../src/domain/inputs';

const valid = {
  name: 'Powered PA Speaker',
  slug: 'powered-pa-speaker',
  price: 449.99,
  imageUrl: 'https://cdn.example.co.uk/speaker.jpg',
  categoryId: 3,
  stock: 4,
};

const messageFor = (schema: typeof saleProductSchema | typeof hireProductSchema, input: object) => {
  try {
    parseInput(schema, input);
  } catch (err) {
    expect(err).toBeInstanceOf(Invalid);
    return (err as Error).message;
  }
  return 'valid';
};

describe('product form rules (admin spec 5)', () => {
  it('accepts a complete product and fills the defaults', () => {
    const product = parseInput(saleProductSchema, { ...valid, description: '  ' });
    expect(product).toMatchObject({
      ...valid,
      description: null,
      compareAtPrice: null,
      rating: null,
      reviewCount: 0,
      isNew: false,
      isLargeHeavy: false,
      customShippingCost: null,
      isHireItem: false,
    });
    expect(parseInput(saleProductSchema, { ...valid, stock: undefined }).stock).toBe(0);
  });

  it.each([
    [{ name: 'PA' }, 'name: Name must be at least 3 characters'],
    [{ name: undefined }, 'name: Name must be at least 3 characters'],
    [{ slug: 'pa' }, 'slug: Slug must be at least 3 characters'],
    [{ slug: 'pa speaker!' }, 'slug: Slug may only contain lower-case letters, numbers and hyphens'],
    [{ price: -1 }, 'price: Price must be a positive number'],
    [{ price: undefined }, 'price: Price must be a positive number'],
    [{ compareAtPrice: -5 }, 'compareAtPrice: Compare-at price must be a positive number'],
    [{ imageUrl: 'not a url' }, 'imageUrl: Image URL must be a valid URL'],
    [{ imageUrl: 'ftp://example.com/a.png' }, 'imageUrl: Image URL must be a valid URL'],
    [{ imageUrl: undefined }, 'imageUrl: Image URL must be a valid URL'],
    [{ categoryId: undefined }, 'categoryId: Category is required'],
    [{ categoryId: 0 }, 'categoryId: Category is required'],
    [{ stock: -1 }, 'stock: Stock must be a positive integer'],
    [{ stock: 1.5 }, 'stock: Stock must be a positive integer'],
    [{ customShippingCost: 79.99 }, 'customShippingCost: Custom shipping cost must be at least £80'],
    [{ rating: 5.1 }, 'rating: Rating must be between 0 and 5'],
    [{ rating: -0.1 }, 'rating: Rating must be between 0 and 5'],
    [{ reviewCount: -1 }, 'reviewCount: Review count must be a positive integer'],
    [{ isNew: 'yes' }, 'isNew: must be true or false'],
  ])('refuses %o with "%s"', (change, message) => {
    expect(messageFor(saleProductSchema, { ...valid, ...change })).toBe(message);
  });

  it('lower-cases the slug and keeps a zero price, a £80 custom shipping cost and a rating of 5', () => {
    const product = parseInput(saleProductSchema, {
      ...valid,
      slug: 'PA-Speaker',
      price: 0,
      customShippingCost: 80,
      rating: 5,
    });
    expect(product).toMatchObject({ slug: 'pa-speaker', price: 0, customShippingCost: 80, rating: 5 });
  });

  it('ignores hire fields and isHireItem on the sale path', () => {
    const product = parseInput(saleProductSchema, { ...valid, isHireItem: true, hirePriceDaily: 20 });
    expect(product.isHireItem).toBe(false);
    expect(product).not.toHaveProperty('hirePriceDaily');
  });
});

describe('hire form rules (admin spec 5)', () => {
  const hire = {
    ...valid,
    hirePriceDaily: 25,
    hirePriceWeekly: 90,
    hirePriceMonthly: 250,
    deliveryPrice: 40,
    installationPrice: 0,
  };

  it('forces isHireItem true and keeps rates and fees', () => {
    const product = parseInput(hireProductSchema, hire);
    expect(product).toMatchObject({ ...hire, isHireItem: true, deliveryAvailable: false });
    expect(parseInput(hireProductSchema, { ...hire, isHireItem: true }).isHireItem).toBe(true);
  });

  it.each([
    [{ hirePriceDaily: -1 }, 'hirePriceDaily: Daily rate must be a positive number'],
    [{ hirePriceWeekly: -1 }, 'hirePriceWeekly: Weekly rate must be a positive number'],
    [{ hirePriceMonthly: -1 }, 'hirePriceMonthly: Monthly rate must be a positive number'],
    [{ deliveryPrice: -1 }, 'deliveryPrice: Delivery fee must be a positive number'],
    [{ installationPrice: -0.01 }, 'installationPrice: Installation fee must be a positive number'],
    [{ compareAtPrice: -1 }, 'compareAtPrice: Compare-at price must be a positive number'],
    [{ isHireItem: false }, 'isHireItem: Hire equipment must have isHireItem set to true'],
    [{ name: 'PA' }, 'name: Name must be at least 3 characters'],
  ])('refuses %o with "%s"', (change, message) => {
    expect(messageFor(hireProductSchema, { ...hire, ...change })).toBe(message);
  });

  it('leaves absent rates empty ("Call for price")', () => {
    expect(parseInput(hireProductSchema, valid)).toMatchObject({ hirePriceDaily: null, hirePriceMonthly: null });
  });
});

describe('image URLs', () => {
  it('accepts absolute http(s) URLs and root-relative paths for locally served images', () => {
    expect(isImageUrl('https://example.com/a.png')).toBe(true);
    expect(isImageUrl('http://localhost:4000/images/a.svg')).toBe(true);
    expect(isImageUrl('/images/products/mixer.svg')).toBe(true);
  });

  it('refuses protocol-relative, relative, scripted and spaced values', () => {
    for (const bad of ['//evil.example/a.png', 'images/a.png', 'javascript:alert(1)', '/images/a b.png', '']) {
      expect(isImageUrl(bad)).toBe(false);
    }
  });
});

describe('inputProblems', () => {
  it('lists every problem of a row, each naming its field', () => {
    expect(inputProblems(saleProductSchema, { name: 'AB', price: -2, imageUrl: 'x', stock: -1 })).toEqual([
      'name: Name must be at least 3 characters',
      'slug: Slug must be at least 3 characters',
      'price: Price must be a positive number',
      'imageUrl: Image URL must be a valid URL',
      'categoryId: Category is required',
      'stock: Stock must be a positive integer',
    ]);
    expect(inputProblems(saleProductSchema, valid)).toEqual([]);
  });
});
