import { SUBMIT_GUARD_MS } from '@shop/contracts';
import { SubmitGuard } from '@shop/web-common';
import { useCallback, useState } from 'react';

/**
 * Wraps a form's submit in the button loading guard (storefront 9): a second submit is ignored while the first runs
 * and for 3 s after it went, unless it failed. The submit resolves to whether it succeeded.
 */
export function useSubmitGuard<A extends unknown[]>(
  submit: (...args: A) => Promise<boolean>,
): (...args: A) => Promise<void> {
  const [guard] = useState(() => new SubmitGuard(SUBMIT_GUARD_MS));
  return useCallback((...args: A) => guard.run(() => submit(...args)), [guard, submit]);
}
