import { createElement, type ComponentType } from 'react';
import { useRenderPass } from '../ssr/renderPass';

const preloaders = new Map<string, () => Promise<void>>();

/**
 * A page with its own chunk, loaded the first time its route is shown, so the first visit downloads only the code
 * of the page it lands on; until then it suspends (the layout shows a spinner). Unlike React.lazy, a page whose
 * chunk is already loaded renders at once: the server renders it in full, and the browser loads the chunks of the
 * pages the server rendered (preloadPages) before hydrating, so the first render matches the server's HTML.
 * `name` is the page's export and its file name, src/pages/{name}.tsx, by which the server finds its chunk.
 */
export function lazyPage<M, K extends keyof M & string>(load: () => Promise<M>, name: K): ComponentType {
  let page: ComponentType | undefined;
  let failure: unknown;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        page = module[name] as ComponentType;
      },
      (error: unknown) => {
        failure = error;
      },
    ));
  preloaders.set(name, preload);

  function LazyPage() {
    useRenderPass()?.pages.add(name);
    // A chunk that failed to load goes to the error boundary, as with React.lazy.
    if (failure) throw failure;
    // Suspends until the chunk is in; the promise settles either way, and the next render sees which.
    if (!page) throw preload();
    return createElement(page);
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}

/** Loads the chunks of the named pages (unknown names are skipped). */
export async function preloadPages(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => preloaders.get(name)?.()));
}
