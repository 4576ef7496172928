/**
 * The production limits a benchmark lifts (one address plays many clients, so the per-client limits would measure
 * themselves): printed at the start so its figures are never read as the defaults', and answered as settings.
 */
export function liftedLimits(limits: Record<string, string>): Record<string, string> {
  const lifted = Object.entries(limits).map(([name, value]) => `${name}=${value}`);
  console.log(`This benchmark lifts production limits: ${lifted.join(', ')}`);
  return limits;
}
