/**
 * This browser's local storage, which can be refused (private modes, blocked cookies): a read then answers
 * `undefined` and a write does nothing, and the caller carries on without it.
 */
export const browserStorage = {
  /** The stored text, null when nothing is stored, undefined when storage is refused. */
  read(key: string): string | null | undefined {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return undefined;
    }
  },
  write(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Refused: the value lasts for this visit only, in the caller's memory.
    }
  },
};
