/**
 * Calls `check` until it passes (returns without throwing) or the time runs out, then rethrows
 * its last error. For waiting on eventually consistent state: tests, and seeding a fresh stack.
 */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 15_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await sleep(everyMs);
    }
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
