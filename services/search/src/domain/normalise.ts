/** Text as the index compares it: lower case, accents folded, so "Röde" and "rode" are one word. */

// Letters NFKD does not split into a base letter and a mark.
const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th' };

export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđłþ]/g, (c) => FOLDED[c]);
}
