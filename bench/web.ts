/**
 * First-load benchmark (not a test): Lighthouse's mobile profile (default throttling) in Debian's
 * Chromium against the shop, for the home page, a category page, a product page and /hire, and the
 * pages a purchase or a hire goes through: /cart (a guest with a basket), /checkout and /account (a
 * customer signed in, with an order and a basket), /hire/quote and a sent quote opened by the link
 * its email carries (/hire/quotes/{id}?token=…). Prints performance, LCP, TBT, CLS, the JavaScript
 * transferred and SEO per page, beside the goals. Against BENCH_URL when given (e.g. the shop under
 * `npm start`), else a stack of its own with the demo data. Each page is measured BENCH_RUNS times
 * (5) and its median run shown; BENCH_PAGES (names, comma-separated) measures only those pages,
 * BENCH_REPORTS (a directory) keeps every run's Lighthouse report.
 * Run: npm run bench:web (needs the local infrastructure running).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { saleProducts } from '@shop/test-support/catalog-data';
import { categories } from '@shop/test-support/content-data';
import { seed } from '@shop/test-support/seed';
import { ROOT } from '@shop/stack/process-stack';
import { startBenchStack } from './stack';
import { requireEngines } from './support/require-engines';
import { customerWithOrderAndBasket, guestWithBasket, sentQuotePath } from './support/web-visitors';

const GOALS = { performance: 95, lcpMs: 2_000, tbtMs: 150, cls: 0.05, jsKb: 170, seo: 100 };
const runId = randomUUID().slice(0, 8);
const ADMIN = { username: 'admin', password: 'admin123' };

const run = promisify(execFile);

/** Lighthouse's figures move from run to run (TBT above all): each page is measured this often. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface Report {
  categories: Record<
    'performance' | 'seo',
    { score: number | null; auditRefs?: Array<{ id: string; weight: number }> }
  >;
  audits: Record<string, Audit>;
}

/**
 * Lighthouse's own CLI in a child process: its in-page probes are functions it serialises, which
 * tsx's transform would otherwise rename.
 */
async function lighthouse(url: string, cookie: string | undefined, attemptsLeft = 4): Promise<Report> {
  try {
    const { stdout } = await run(
      join(ROOT, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--output=json',
        '--quiet',
        '--only-categories=performance,seo',
        `--chrome-path=${process.env.CHROME_PATH ?? '/usr/bin/chromium'}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
        // A signed-in customer's or a basket's cookies go with every request, as their browser would send them.
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(stdout) as Report;
  } catch (err) {
    // Lighthouse sometimes loses its trace (NO_NAVSTART), at times twice running, and asks to be run again.
    const stderr = String((err as { stderr?: unknown }).stderr ?? '');
    if (attemptsLeft > 1 && stderr.includes('Please run Lighthouse again'))
      return lighthouse(url, cookie, attemptsLeft - 1);
    throw err;
  }
}

interface Audit {
  score?: number | null;
  numericValue?: number;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
}

const performanceOf = (report: Pick<Report, 'categories'>) =>
  Math.round((report.categories.performance.score ?? 0) * 100);

/** One run's figures, as the table shows them. */
function figuresOf({ categories: scores, audits }: Report) {
  const scripts = audits['network-requests'].details?.items?.filter((i) => i.resourceType === 'Script') ?? [];
  return {
    performance: performanceOf({ categories: scores }),
    'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
    'TBT ms': Math.round(audits['total-blocking-time'].numericValue ?? 0),
    CLS: Math.round((audits['cumulative-layout-shift'].numericValue ?? 0) * 1000) / 1000,
    'JS kB': Math.round(scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0) / 1024),
    SEO: Math.round((scores.seo.score ?? 0) * 100),
  };
}

/** The SEO audits a run failed (those that count towards the score). */
const seoMissed = ({ categories: scores, audits }: Report) =>
  (scores.seo.auditRefs ?? []).filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => ref.id);

async function shop(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => undefined };
  const stack = await startBenchStack(runId, {
    gatewayPort: Number(process.env.BENCH_GATEWAY_PORT ?? 4760),
    portOffset: 660,
    env: { LOG_LEVEL: 'error', NODE_ENV: 'development' },
    output: () => undefined,
  });
  await seed(stack.url, ADMIN, () => undefined);
  return stack;
}

async function main() {
  await requireEngines();
  const { url, stop } = await shop();
  try {
    const [guest, customer, quotePath] = await Promise.all([
      guestWithBasket(url),
      customerWithOrderAndBasket(url),
      sentQuotePath(url, ADMIN),
    ]);
    const pages: Record<string, { path: string; cookie?: string }> = {
      home: { path: '/' },
      category: { path: `/sales/category/${categories.find((c) => !c.parentSlug)!.slug}` },
      product: { path: `/product/${saleProducts[0].slug}` },
      hire: { path: '/hire' },
      cart: { path: '/cart', cookie: guest },
      checkout: { path: '/checkout', cookie: customer },
      'hire quote': { path: '/hire/quote' },
      'sent quote': { path: quotePath },
      account: { path: '/account', cookie: customer },
    };
    const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
    const rows = [];
    const missed = new Map<string, string[]>();
    for (const [page, { path, cookie }] of Object.entries(pages)) {
      if (only && !only.includes(page)) continue;
      const runs: Report[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouse(`${url}${path}`, cookie));
      if (process.env.BENCH_REPORTS) {
        mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
        runs.forEach((report, i) =>
          writeFileSync(
            join(process.env.BENCH_REPORTS!, `${page.replace(/ /g, '-')}-${i + 1}.json`),
            JSON.stringify(report),
          ),
        );
      }
      missed.set(page, [...new Set(runs.flatMap(seoMissed))]);
      const figures = runs.map(figuresOf);
      // The run with the median performance score, as Lighthouse's own guidance on variance advises.
      const median = [...figures].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
      rows.push({ page, ...median, 'every run': figures.map((f) => `${f.performance}/${f['LCP ms']}`).join(' ') });
    }
    console.log(
      `Lighthouse mobile profile against ${url}: the median of ${RUNS} runs per page, by performance ` +
        '(every run: performance/LCP ms, in the order run)',
    );
    console.table(rows);
    for (const [page, ids] of missed) if (ids.length) console.log(`${page}: SEO audits failed: ${ids.join(', ')}`);
    console.log(
      `goals: performance >= ${GOALS.performance}, LCP <= ${GOALS.lcpMs} ms, TBT <= ${GOALS.tbtMs} ms, ` +
        `CLS <= ${GOALS.cls}, JS <= ${GOALS.jsKb} kB, SEO ${GOALS.seo}`,
    );
  } finally {
    await stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
