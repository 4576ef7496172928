/**
 * "Did you mean": each query word the index does not know is replaced by the nearest word it does,
 * within the same typo allowance by word length as matching, preferring the word more products use.
 * Here a swapped pair of letters counts as one edit (the engine's Levenshtein counts two), so a
 * shopper who typed "shrue" and found nothing is still offered "shure". The index keeps the vocabulary: each indexed term,
 * how many products use it and the spelling a shopper would recognise.
 */
import { allowedEdits } from './matching-rules';

export interface VocabularyEntry {
  /** The word as written in product text, for showing. */
  display: string;
  documents: number;
}

/** The index's words: one looked up, and those within some edits of a word (Levenshtein, as the index counts). */
export interface Vocabulary {
  get(term: string): VocabularyEntry | undefined;
  near(term: string, edits: number): Iterable<[string, VocabularyEntry]>;
}

/** Optimal string alignment distance (Levenshtein plus adjacent swaps); above `limit` it stops caring how far. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0][j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2][j - 2] + 1);
      rows[i][j] = best;
    }
  }
  return rows[a.length][b.length];
}

export function nearestWord(term: string, vocabulary: Vocabulary): string | null {
  const limit = allowedEdits(term);
  if (limit === 0 || vocabulary.get(term)) return null;
  let best: { term: string; distance: number; documents: number } | null = null;
  for (const [candidate, entry] of withinSwapAndEdits(term, limit, vocabulary)) {
    const distance = editDistance(term, candidate, limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && entry.documents > best.documents)) {
      best = { term: candidate, distance, documents: entry.documents };
    }
  }
  return best ? best.term : null;
}

/** The word with each pair of neighbouring letters swapped in turn. */
function adjacentSwaps(term: string): string[] {
  const swapped: string[] = [];
  for (let i = 0; i + 1 < term.length; i++) {
    if (term[i] !== term[i + 1]) swapped.push(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return swapped;
}

/**
 * Every indexed word within `limit` edits when a swap counts as one: those within `limit`
 * Levenshtein edits, and those within one fewer of the word with a pair swapped (two swaps would
 * take four Levenshtein edits, more than any allowance). Asking the index for one edit more than
 * the allowance finds the same words, but a search three edits wide costs as much as the match itself.
 */
function withinSwapAndEdits(term: string, limit: number, vocabulary: Vocabulary): Map<string, VocabularyEntry> {
  const found = new Map(vocabulary.near(term, limit));
  for (const swapped of adjacentSwaps(term)) {
    for (const [word, entry] of vocabulary.near(swapped, limit - 1)) found.set(word, entry);
  }
  return found;
}

/**
 * The query with unknown words corrected, or null when every word is known or none has a near
 * neighbour. `terms` are the query's index terms, `words` the words as typed, position by position.
 */
export function didYouMean(
  words: readonly string[],
  terms: readonly (string | null)[],
  vocabulary: Vocabulary,
): string | null {
  let changed = false;
  const corrected = words.map((word, i) => {
    const term = terms[i];
    const nearest = term ? nearestWord(term, vocabulary) : null;
    if (!nearest) return word;
    changed = true;
    return vocabulary.get(nearest)?.display ?? nearest;
  });
  return changed ? corrected.join(' ') : null;
}
