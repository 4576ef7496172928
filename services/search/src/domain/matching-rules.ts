/**
 * How loosely a query word may match: the typo allowance grows with the word, a model code must be
 * typed right (an "sm57" is not an "sm58"), and only the word being typed, the last, may be a prefix.
 */
import { stem } from './stem';
import { isStopword } from './tokenise';

/** None below 4 letters, one edit for 4–7, two from 8. */
export function allowedEdits(word: string): number {
  if (/\d/.test(word) || word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

/** The last word of the query is still being typed; a single letter would match too much to help. */
export const isPrefixWord = (word: string, index: number, words: string[]): boolean =>
  index === words.length - 1 && word.length >= 2;

/** A word as the index stores it; null drops it (stopwords). */
export function indexTerm(word: string): string | null {
  return isStopword(word) ? null : stem(word);
}

/** Name above category above description. */
export const FIELD_WEIGHTS = { name: 4, category: 2, description: 1 } as const;
export type SearchField = keyof typeof FIELD_WEIGHTS;
export const SEARCH_FIELDS = Object.keys(FIELD_WEIGHTS) as SearchField[];
