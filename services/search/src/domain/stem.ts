/**
 * A light English stemmer for shop words: plurals and the commonest suffixes, so "microphones"
 * finds "microphone" and "batteries" finds "battery". It runs on both the index and the query,
 * so a stem only has to be consistent, and it stays a readable word for "did you mean".
 * Model codes (anything with a digit) are left alone.
 */
const KEEP = new Set(['bus', 'chassis', 'series', 'bass', 'glass', 'plus', 'lens', 'news', 'status', 'canvas']);

export function stem(word: string): string {
  if (/\d/.test(word) || word.length < 4 || KEEP.has(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh|zz)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 6) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 6 && !word.endsWith('eed')) return undouble(word.slice(0, -2));
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** "plugg" (from "plugged") back to "plug"; "ll", "ss" and "ff" stay ("install", "press", "stuff"). */
function undouble(word: string): string {
  return /([bdgmnprt])\1$/.test(word) ? word.slice(0, -1) : word;
}
