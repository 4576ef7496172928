import { Invalid, PayloadTooLarge } from '@shop/kit';
import {
  HIRE_COLUMNS,
  MAX_IMPORT_ROWS,
  SALE_COLUMNS,
  booleanCell,
  fieldForHeader,
  numberCell,
  readCsvRows,
} from '../src/domain/csv';
import { hireProductTemplateCsv, productTemplateCsv } from '../src/domain/templates';
import { hireProductSchema, saleProductSchema } from '@shop/contracts';
import { inputProblems } from '../src/domain/inputs';

describe('reading product CSV files', () => {
  it('copes with a BOM, quoted commas and newlines, £ prices and blank lines', () => {
    const csv =
      '\uFEFFname,price,description,categoryId,isNew\r\n' +
      '"Mixer, 16 channel","£1,299.00","Line one\nline two, with ""quotes""",3,yes\r\n' +
      '\r\n' +
      ',,,,\n' +
      'Sub 18,£ 899,,3,false\n';
    const rows = readCsvRows(csv, SALE_COLUMNS);
    expect(rows).toEqual([
      {
        index: 1,
        values: {
          name: 'Mixer, 16 channel',
          price: 1299,
          description: 'Line one\nline two, with "quotes"',
          categoryId: 3,
          isNew: true,
        },
      },
      { index: 2, values: { name: 'Sub 18', price: 899, description: undefined, categoryId: 3, isNew: false } },
    ]);
  });

  it('recognises header spellings and ignores unknown columns', () => {
    expect(fieldForHeader('Compare At Price', SALE_COLUMNS)).toBe('compareAtPrice');
    expect(fieldForHeader('compare_at_price', SALE_COLUMNS)).toBe('compareAtPrice');
    expect(fieldForHeader('Category', SALE_COLUMNS)).toBe('categoryId');
    expect(fieldForHeader('hire_price_daily', SALE_COLUMNS)).toBeNull();
    expect(fieldForHeader('Daily Rate', HIRE_COLUMNS)).toBe('hirePriceDaily');
    expect(readCsvRows('Name,Colour\nStrobe,red\n', SALE_COLUMNS)).toEqual([{ index: 1, values: { name: 'Strobe' } }]);
  });

  it('leaves unreadable cells as text for the validator to name', () => {
    expect(numberCell('abc')).toBe('abc');
    expect(numberCell('')).toBeUndefined();
    expect(numberCell('£12.50')).toBe(12.5);
    expect(booleanCell('maybe')).toBe('maybe');
    expect(booleanCell('TRUE')).toBe(true);
    const [row] = readCsvRows('name,price\nLamp,cheap\n', SALE_COLUMNS);
    expect(inputProblems(saleProductSchema, row.values)).toContain('price: Price must be a positive number');
  });

  it('refuses a file with no recognised column, an empty file and a broken quote with file: messages', () => {
    expect(() => readCsvRows('foo,bar\n1,2\n', SALE_COLUMNS)).toThrow(/^file: No recognised columns/);
    expect(() => readCsvRows('\uFEFF\n\n', SALE_COLUMNS)).toThrow(new Invalid('file: The CSV file is empty'));
    expect(() => readCsvRows('name,price\n"Unclosed,1\n', SALE_COLUMNS)).toThrow(
      /^file: The CSV file could not be read/,
    );
  });

  it(`refuses more than ${MAX_IMPORT_ROWS} rows as too large`, () => {
    const csv = `name,price\n${'Cable,1\n'.repeat(MAX_IMPORT_ROWS + 1)}`;
    expect(() => readCsvRows(csv, SALE_COLUMNS)).toThrow(PayloadTooLarge);
    expect(() => readCsvRows(csv, SALE_COLUMNS)).toThrow(
      'The CSV file has 5001 rows; at most 5,000 can be imported at once',
    );
    expect(readCsvRows(`name,price\n${'Cable,1\n'.repeat(MAX_IMPORT_ROWS)}`, SALE_COLUMNS)).toHaveLength(
      MAX_IMPORT_ROWS,
    );
  });

  it('reads its own templates back as one valid row each', () => {
    const [sale] = readCsvRows(productTemplateCsv(), SALE_COLUMNS);
    expect(productTemplateCsv().split('\n')[0]).toBe(Object.keys(SALE_COLUMNS).join(','));
    expect(inputProblems(saleProductSchema, sale.values)).toEqual([]);
    expect(sale.values).toMatchObject({ name: 'Active PA Speaker 12"', price: 449.99, isNew: true });

    const hireRows = readCsvRows(hireProductTemplateCsv(), HIRE_COLUMNS);
    expect(hireRows).toHaveLength(1);
    expect(inputProblems(hireProductSchema, hireRows[0].values)).toEqual([]);
    expect(hireRows[0].values).toMatchObject({ hirePriceDaily: 350, deliveryAvailable: true });
  });
});
