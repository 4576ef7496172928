/** Money is integer pence inside every service and GBP with two decimals at the edge. */
export function toPence(gbp: number): number {
  return Math.round(gbp * 100);
}

export function toGbp(pence: number): number {
  return Math.round(pence) / 100;
}

export function toGbpOrNull(pence: number | null | undefined): number | null {
  return pence === null || pence === undefined ? null : toGbp(pence);
}

export function toPenceOrNull(gbp: number | null | undefined): number | null {
  return gbp === null || gbp === undefined ? null : toPence(gbp);
}

/**
 * The one rounding rule for money worked out from rates and percentages: to whole pence, half a
 * penny up. Binary arithmetic leaves noise (1.005 × 100 is 100.4999…), so the value is first taken
 * to a millionth of a penny, far below any real fraction a rate or percentage makes.
 */
export function roundPence(pence: number): number {
  return Math.floor(Math.round(pence * 1e6) / 1e6 + 0.5);
}
