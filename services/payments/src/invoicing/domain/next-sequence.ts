/**
 * The next number of a gap-free sequence: since numbers 1..N are all taken and nothing is ever taken beyond N + 1,
 * the next is the first not taken, found by asking about single numbers (one lookup by key each), from `known`, a
 * number known taken (0 for none): one step past it, then doubling strides, then halving between the last taken
 * and the first free. One lookup when `known` is the last; about 2·log2(N) from nothing.
 */
export async function nextSequence(isTaken: (sequence: number) => Promise<boolean>, known: number): Promise<number> {
  let taken = known;
  let stride = 1;
  while (await isTaken(taken + stride)) {
    taken += stride;
    stride *= 2;
  }
  let free = taken + stride;
  while (free - taken > 1) {
    const middle = Math.floor((taken + free) / 2);
    if (await isTaken(middle)) taken = middle;
    else free = middle;
  }
  return free;
}
