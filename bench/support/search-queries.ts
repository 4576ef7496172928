/**
 * What the search benches time: queries of one, two and three words from the generated products'
 * names with one word misspelt, and half-typed names for suggestions, drawn from a seed.
 */
import { mulberry32 } from './chaos-schedule';
import type { BenchProduct } from './search-catalogue';

/** One letter of a longer word changed, as a hurried shopper types it. */
export function misspell(word: string, random: () => number): string {
  if (word.length < 5 || /\d/.test(word)) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, at) + 'aeiourstn'[Math.floor(random() * 9)] + word.slice(at + 1);
}

export interface TimedQuery {
  text: string;
  /** The words as the product's name spells them. */
  words: string[];
}

/** `count` queries of one, two and three words from products' names, one word of each misspelt, and `count` prefixes. */
export function querySets(products: BenchProduct[], count: number) {
  const random = mulberry32(7);
  const make = (words: number): TimedQuery[] =>
    Array.from({ length: count }, () => {
      const name = products[Math.floor(random() * products.length)].name.split(/\s+/);
      const start = Math.floor(random() * Math.max(1, name.length - words + 1));
      const chosen = name.slice(start, start + words);
      const typo = Math.floor(random() * chosen.length);
      return { text: chosen.map((w, i) => (i === typo ? misspell(w, random) : w)).join(' '), words: chosen };
    });
  const prefixes = Array.from({ length: count }, () => {
    const name = products[Math.floor(random() * products.length)].name;
    return name.slice(0, 3 + Math.floor(random() * Math.min(12, name.length - 3)));
  });
  return { one: make(1), two: make(2), three: make(3), prefixes };
}
