import { lazy, type ComponentType } from 'react';

/**
 * A page loaded with its own chunk the first time its route is shown, so the first visit downloads
 * only the code of the page it lands on (the layout shows a spinner meanwhile).
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
