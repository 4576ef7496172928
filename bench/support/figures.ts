/** Arithmetic the benchmarks' tables share. */

export const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

export const round = (n: number, places = 0) => Math.round(n * 10 ** places) / 10 ** places;
