import { editDistance } from '../src/domain/did-you-mean';
import { allowedEdits, isPrefixWord } from '../src/domain/matching-rules';
import { normalise } from '../src/domain/normalise';
import { parseReference } from '@shop/contracts';
import { stem } from '../src/domain/stem';
import { indexWords, queryWords } from '../src/domain/tokenise';

/** The text rules behind matching, word by word. */
describe('text rules', () => {
  it('folds case and accents', () => {
    expect(normalise('Røde Größe Ñandú')).toBe('rode grosse nandu');
  });

  it('stems plurals and common suffixes to readable words, leaving codes and short words alone', () => {
    const cases: [string, string][] = [
      ['microphones', 'microphone'],
      ['batteries', 'battery'],
      ['boxes', 'box'],
      ['switches', 'switch'],
      ['speakers', 'speaker'],
      ['lighting', 'light'],
      ['powered', 'power'],
      ['wireless', 'wireless'],
      ['bass', 'bass'],
      ['series', 'series'],
      ['string', 'string'],
      ['mics', 'mic'],
      ['cdj3000s', 'cdj3000s'],
    ];
    for (const [word, expected] of cases) expect([word, stem(word)]).toEqual([word, expected]);
  });

  it('indexes a model code joined, split and by its letter and digit runs', () => {
    expect(indexWords('SQ-5')).toEqual(['sq', '5', 'sq5']);
    expect(indexWords('SM58')).toEqual(['sm58', 'sm', '58']);
    expect(indexWords('DT 770')).toEqual(['dt', 'dt770', '770']);
    expect(queryWords('  Allen & Heath, SQ-5 ')).toEqual(['allen', 'heath', 'sq', '5']);
  });

  it('allows no edit below 4 letters, one for 4–7, two from 8, and none in a model code', () => {
    expect(['mic', 'shre', 'behring', 'behringr', 'sm58'].map(allowedEdits)).toEqual([0, 1, 1, 2, 0]);
  });

  it('treats only the last word, of two letters or more, as a prefix', () => {
    expect(isPrefixWord('dig', 1, ['allen', 'dig'])).toBe(true);
    expect(isPrefixWord('allen', 0, ['allen', 'dig'])).toBe(false);
    expect(isPrefixWord('d', 1, ['allen', 'd'])).toBe(false);
  });

  it('counts a swapped pair of letters as one edit when correcting', () => {
    expect(editDistance('shrue', 'shure', 2)).toBe(1);
    expect(editDistance('mixr', 'mixer', 2)).toBe(1);
    expect(editDistance('abc', 'abcdef', 1)).toBe(2);
  });

  it('recognises the shop’s padded references only', () => {
    expect(parseReference('P0012')).toEqual({ id: 12, hireOnly: false });
    expect(parseReference('h0097')).toEqual({ id: 97, hireOnly: true });
    expect(parseReference('P12345')).toEqual({ id: 12345, hireOnly: false });
    expect(parseReference('P125')).toBeNull();
    expect(parseReference('P01234')).toBeNull();
    expect(parseReference('P0000')).toBeNull();
  });
});
