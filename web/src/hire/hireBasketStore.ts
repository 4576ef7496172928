import { HIRE_BASKET_STORAGE_KEY, readHireBasket, type HireBasketLine } from '@shop/contracts';

const listeners = new Set<() => void>();
/** Read from storage on first use, in the browser only. */
let lines: HireBasketLine[] | null = null;

function load(): HireBasketLine[] {
  try {
    return readHireBasket(window.localStorage.getItem(HIRE_BASKET_STORAGE_KEY));
  } catch {
    // Storage can be refused (private modes, blocked cookies): the basket then lasts for this visit only.
    return [];
  }
}

function save(next: HireBasketLine[]): void {
  try {
    window.localStorage.setItem(HIRE_BASKET_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // See load: nothing to do but keep the basket in memory.
  }
}

const notify = () => listeners.forEach((listener) => listener());

// Another tab changed the basket: show the same lines here.
function onStorage(event: StorageEvent) {
  if (event.key !== HIRE_BASKET_STORAGE_KEY) return;
  lines = readHireBasket(event.newValue);
  notify();
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
  current: (): HireBasketLine[] => (lines ??= load()),
  update(change: (current: HireBasketLine[]) => HireBasketLine[]): void {
    lines = change(hireBasketStore.current());
    save(lines);
    notify();
  },
};
