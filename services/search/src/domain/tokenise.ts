/**
 * Words from text, for the index and for a query. Shop names are full of model codes written
 * several ways ("SQ-5", "SM58", "DT 770"), so the index side also records the joined and the
 * split forms of a code, and a query written any of those ways finds it.
 */
import { normalise } from './normalise';

const STOPWORDS = new Set(['a', 'an', 'and', 'the', 'for', 'with', 'of', 'in', 'on', 'to', 'by', 'or']);

export const isStopword = (word: string): boolean => STOPWORDS.has(word);

/** A query's words, in the order typed: text split at anything that is not a letter or digit. */
export function queryWords(text: string): string[] {
  return normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** Letter and digit runs of a code: "sm58" gives "sm" and "58". */
function runs(word: string): string[] {
  const parts = word.match(/\p{L}+|\p{N}+/gu) ?? [];
  return parts.length > 1 ? parts : [];
}

/**
 * Every form a word of a name may be typed in: its parts ("sq-5": "sq", "5"), the parts joined
 * ("sq5"), the letter/digit runs of a code, and a short prefix joined to the number after it
 * ("DT 770": "dt770").
 */
export function indexWords(text: string): string[] {
  const chunks = normalise(text)
    .split(/\s+/)
    .filter((c) => /[\p{L}\p{N}]/u.test(c));
  const words: string[] = [];
  chunks.forEach((chunk, i) => {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter((p) => p.length > 0);
    words.push(...parts);
    if (parts.length > 1) words.push(parts.join(''));
    for (const part of parts) words.push(...runs(part));
    const next = chunks[i + 1];
    if (/^\p{L}{1,4}$/u.test(chunk) && next && /^\p{N}/u.test(next)) {
      words.push(chunk + next.replace(/[^\p{L}\p{N}]+/gu, ''));
    }
  });
  return words;
}
