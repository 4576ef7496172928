import { HIRE_BASKET_STORAGE_KEY, type HireBasketLine } from '@shop/contracts';
import { browserStorage } from '../browserStorage';

const NO_LINES: HireBasketLine[] = [];
const listeners = new Set<() => void>();
/** Read from storage on first use, in the browser only. */
let lines: HireBasketLine[] | null = null;
let reading: Promise<HireBasketLine[]> | undefined;

/** Stored text back to lines; anything malformed is dropped (readHireBasket). Nothing stored needs no check. */
const parse = async (raw: string | null | undefined): Promise<HireBasketLine[]> =>
  raw ? (await import('./storedLines')).readHireBasket(raw) : NO_LINES;

/** The stored lines, read once; a failed read (the check's code did not load) is tried again next time. */
function load(): Promise<HireBasketLine[]> {
  // Where storage is refused the basket starts empty and lasts for this visit only.
  reading ??= parse(browserStorage.read(HIRE_BASKET_STORAGE_KEY)).then(
    // An empty basket stays the one empty array, so announcing it changes nothing on screen.
    (stored) => (lines ??= stored.length > 0 ? stored : NO_LINES),
    (error: unknown) => {
      reading = undefined;
      throw error;
    },
  );
  return reading;
}

const notify = () => listeners.forEach((listener) => listener());

// Another tab changed the basket: show the same lines here.
function onStorage(event: StorageEvent) {
  if (event.key !== HIRE_BASKET_STORAGE_KEY) return;
  void parse(event.newValue).then((next) => {
    lines = next;
    notify();
  });
}

/** The hire basket in this browser's local storage, kept in memory once read, with its changes announced. */
export const hireBasketStore = {
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
  /** The lines as last read or changed; none before the first read. */
  current: (): HireBasketLine[] => lines ?? NO_LINES,
  /** The stored lines have been read: an empty basket is then known to be empty. */
  isRead: (): boolean => lines !== null,
  /** Reads the stored lines, once, and announces them. */
  async load(): Promise<void> {
    await load();
    notify();
  },
  /** Applies a change to the stored lines (read first if need be), saves and announces it. */
  async update(change: (current: HireBasketLine[]) => HireBasketLine[]): Promise<void> {
    await load();
    lines = change(hireBasketStore.current());
    browserStorage.write(HIRE_BASKET_STORAGE_KEY, JSON.stringify(lines));
    notify();
  },
};
