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
