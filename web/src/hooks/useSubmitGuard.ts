import { SUBMIT_GUARD_MS } from '@shop/contracts';
import { SubmitGuard } from '@shop/web-common';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface GuardedSubmit<A extends unknown[]> {
  submit: (...args: A) => Promise<void>;
  /** True while a submit runs and through the hold after a success: the button shows loading, so an ignored press is seen. */
  busy: boolean;
}

/**
 * Wraps a form's submit in the button loading guard (storefront 9): a second submit is ignored while the first runs
 * and for 3 s after it went, unless it failed. The submit resolves to whether it succeeded.
 */
export function useSubmitGuard<A extends unknown[]>(submit: (...args: A) => Promise<boolean>): GuardedSubmit<A> {
  const [guard] = useState(() => new SubmitGuard(SUBMIT_GUARD_MS));
  const [busy, setBusy] = useState(false);
  const release = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(release.current), []);

  const guarded = useCallback(
    async (...args: A) => {
      let started = false;
      try {
        await guard.run(() => {
          started = true;
          clearTimeout(release.current);
          setBusy(true);
          return submit(...args);
        });
      } finally {
        if (started) {
          const heldMs = guard.heldForMs();
          if (heldMs > 0) release.current = setTimeout(() => setBusy(false), heldMs);
          else setBusy(false);
        }
      }
    },
    [guard, submit],
  );
  return { submit: guarded, busy };
}
