/**
 * What time the hire desk works to: the system's. Tests that run a stack in their own process move
 * it on (`moveHireClock`) to see a quote expire without waiting; production refuses to.
 */
let offsetMs = 0;

export const hireClock = (): Date => new Date(Date.now() + offsetMs);

export function moveHireClock(byMs: number): void {
  if (process.env.NODE_ENV === 'production') throw new Error('The hire clock only moves in tests');
  offsetMs += byMs;
}

export function resetHireClock(): void {
  offsetMs = 0;
}
