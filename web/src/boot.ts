/**
 * The shop's entry. A server-rendered page is readable as it arrives, so the app's code (main.tsx) and the chunks of
 * the pages shown are fetched only once the page has painted: on a slow connection the page's HTML, styles and
 * images get the bandwidth first, and its first paint never waits for a script.
 */
import { nextTask } from './nextTask';
import { PAGE_SCRIPTS_ID } from '@shop/contracts';
import './styles.css';
import './pages.css';
import './components/ui/ui.css';

function afterFirstPaint(run: () => unknown): void {
  // A hidden tab paints nothing and runs no animation frames: start at once.
  if (document.visibilityState !== 'visible') return void run();
  // An animation frame's callback runs just before that frame paints; a task queued from it runs just after.
  requestAnimationFrame(() => setTimeout(run, 0));
}

// Starting a fetch costs the main thread a few milliseconds on a slow phone; a page has twenty or so chunks.
const PRELOADS_PER_TASK = 2;

/**
 * The page's chunks (none on the plain shell), fetched side by side with the app rather than after it, a few per
 * task so that starting their fetches does not make one long task.
 */
async function preloadPageScripts(): Promise<void> {
  const block = document.getElementById(PAGE_SCRIPTS_ID);
  const scripts = block?.textContent ? (JSON.parse(block.textContent) as string[]) : [];
  for (const [index, href] of scripts.entries()) {
    if (index > 0 && index % PRELOADS_PER_TASK === 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The app's code in the order it is needed, each part evaluated in a task of its own: evaluated at once, the whole
 * app would hold the main thread (and any tap on the page) for one long task. noEval comes first, before any zod
 * schema is built.
 */
const parts = [
  () => import('./noEval'),
  () => import('react-dom/client'),
  () => import('./ShopProviders'),
  () => import('./components/layout/AppLayout'),
  () => import('./main'),
];

afterFirstPaint(async () => {
  await preloadPageScripts();
  for (const load of parts) {
    await load();
    await nextTask();
  }
});
