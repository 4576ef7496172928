import { Conflict, Invalid } from '@shop/kit';
import { readUnitCsv } from '../src/modules/fleet/domain/unit-csv';

const refusal = (csv: string) => {
  try {
    readUnitCsv(csv);
  } catch (err) {
    return err as Error;
  }
  throw new Error('the file was accepted');
};

describe('a CSV file of hire units (rules)', () => {
  it('reads tags upper-cased with their serials, whatever the header spelling, order and blank lines', () => {
    const csv = '\uFEFFSerial Number,Asset Tag\r\nSN-1,dj-cdj-01\r\n\r\n,DJ-CDJ-02\r\n"SN, 3",DJ-CDJ-03\r\n';
    expect(readUnitCsv(csv)).toEqual([
      { tag: 'DJ-CDJ-01', serialNumber: 'SN-1' },
      { tag: 'DJ-CDJ-02', serialNumber: null },
      { tag: 'DJ-CDJ-03', serialNumber: 'SN, 3' },
    ]);
    expect(readUnitCsv('tag\nA1\nA2\n')).toEqual([
      { tag: 'A1', serialNumber: null },
      { tag: 'A2', serialNumber: null },
    ]);
  });

  it('names every bad line by its number in the file, the header being line 1', () => {
    const err = refusal(`tag,serial\nGOOD-1,x\nbad tag!,y\n\n,z\nGOOD-2,${'s'.repeat(101)}\n`);
    expect(err).toBeInstanceOf(Invalid);
    expect(err.message).toBe(
      'file: Line 3: Asset tag must be 1 to 40 letters, digits, dashes, dots or slashes; ' +
        'Line 5: Asset tag must be 1 to 40 letters, digits, dashes, dots or slashes; ' +
        'Line 6: Serial number must be at most 100 characters',
    );
  });

  it('refuses a tag listed on more than one line, naming the tags and their lines', () => {
    const err = refusal('tag\nA-1\nB-1\na-1\nB-1\nC-1\n');
    expect(err).toBeInstanceOf(Conflict);
    expect(err.message).toBe('file: Listed more than once in the file: A-1 (lines 2, 4); B-1 (lines 3, 5)');
  });

  it('refuses a file with no units, without a tag column, or with more than 5,000 units', () => {
    expect(refusal('').message).toMatch(/^file: The CSV file lists no units/);
    expect(refusal('tag,serial\n').message).toMatch(/^file: The CSV file lists no units/);
    expect(refusal('name,serial\nX,1\n').message).toBe(
      'file: The header row must name a tag column (and may name a serial column)',
    );
    const many = ['tag', ...Array.from({ length: 5001 }, (_, i) => `T-${i}`)].join('\n');
    expect(refusal(many).message).toBe('file: A CSV file can add at most 5,000 units at once');
    expect(readUnitCsv(['tag', ...Array.from({ length: 5000 }, (_, i) => `T-${i}`)].join('\n'))).toHaveLength(5000);
  });

  it('refuses a file the CSV reader cannot read', () => {
    const err = refusal('tag\n"unclosed\n');
    expect(err).toBeInstanceOf(Invalid);
    expect(err.message).toMatch(/^file: The CSV file could not be read: /);
  });
});
