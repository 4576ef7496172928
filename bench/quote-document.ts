/**
 * Quote document benchmark (not a test): one hire line of 366 days (the longest hire) priced with
 * the contracts' rate engine (`priceQuote`, goal mean and p99 under 1 ms), a 50-line hire quote
 * priced with it (goal p99 under 5 ms) and made into its PDF (`renderQuotePdf`, goal p95 under
 * 300 ms), in process, one after another. Prints mean/p50/p95/p99 against the goals.
 * Run: npm run bench:quote-pdf (also part of npm run bench:hire; needs no infrastructure).
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_HIRE_RATE_SETTINGS, priceQuote } from '@shop/contracts';
import { renderQuotePdf } from '@shop/quote-document';
import { SAMPLE_BUSINESS, sampleQuote } from '@shop/quote-document/testing';

const LINES = 50;
const LONGEST_HIRE_DAYS = 366;
const PRICINGS = Number(process.env.BENCH_PRICINGS ?? 5_000);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(times: number, run: () => unknown): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const began = performance.now();
    await run();
    durations.push(performance.now() - began);
  }
  return durations.sort((a, b) => a - b);
}

async function main() {
  const { pricing, document } = sampleQuote({ lines: LINES });
  // A year and a day from 1 June 2026 (no weekend rule): the longest hire the ceilings let anyone ask for.
  const longest = { ...pricing, lines: pricing.lines.slice(0, 1), startDate: '2026-06-01', endDate: '2027-06-02' };
  const priceLongest = () => priceQuote(longest, DEFAULT_HIRE_RATE_SETTINGS);
  const price = () => priceQuote(pricing, DEFAULT_HIRE_RATE_SETTINGS);
  const render = () => renderQuotePdf(document, SAMPLE_BUSINESS);
  if (priceLongest().chargeableDays !== LONGEST_HIRE_DAYS) throw new Error('the longest hire is not 366 days');
  // Warm-up: the font metrics load and the code is compiled before anything is timed.
  await timed(500, priceLongest);
  await timed(500, price);
  await timed(20, render);

  const rows = [
    {
      label: `priceQuote, 1 line of ${LONGEST_HIRE_DAYS} days`,
      runs: PRICINGS,
      goal: 'mean and p99 < 1 ms',
      durations: await timed(PRICINGS, priceLongest),
    },
    {
      label: `priceQuote, ${LINES} lines`,
      runs: PRICINGS,
      goal: 'p99 < 5 ms',
      durations: await timed(PRICINGS, price),
    },
    {
      label: `renderQuotePdf, ${LINES} lines`,
      runs: RENDERS,
      goal: 'p95 < 300 ms',
      durations: await timed(RENDERS, render),
    },
  ];
  const round = (ms: number) => Math.round(ms * 100) / 100;
  console.table(
    rows.map(({ label, runs, durations }) => ({
      label,
      runs,
      mean: round(durations.reduce((sum, ms) => sum + ms, 0) / durations.length),
      p50: round(percentile(durations, 50)),
      p95: round(percentile(durations, 95)),
      p99: round(percentile(durations, 99)),
    })),
  );
  const longestMean = rows[0].durations.reduce((sum, ms) => sum + ms, 0) / rows[0].durations.length;
  const longestP99 = percentile(rows[0].durations, 99);
  const pricingP99 = percentile(rows[1].durations, 99);
  const renderP95 = percentile(rows[2].durations, 95);
  console.log(
    `${LONGEST_HIRE_DAYS}-day price goal mean and p99 < 1 ms: ${longestMean < 1 && longestP99 < 1 ? 'met' : 'NOT met'} ` +
      `(mean ${longestMean.toFixed(4)} ms, p99 ${longestP99.toFixed(4)} ms)`,
  );
  console.log(`pricing goal p99 < 5 ms: ${pricingP99 < 5 ? 'met' : 'NOT met'} (${round(pricingP99)} ms)`);
  console.log(`PDF goal p95 < 300 ms: ${renderP95 < 300 ? 'met' : 'NOT met'} (${round(renderP95)} ms)`);
  const bytes = (await render()).length;
  console.log(`the PDF: ${Math.round(bytes / 1024)} KiB`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
