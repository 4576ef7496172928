import type { Plugin } from 'vite';

/**
 * Puts a classic script, given as text, at the end of the built index.html's head: it runs as it is parsed, before
 * the body and before any module script. The Content-Security-Policy must allow it by its hash.
 */
export function inlineScript(name: string, source: string): Plugin {
  return {
    name: `shop-inline-script-${name}`,
    transformIndexHtml: () => [{ tag: 'script', children: source, injectTo: 'head' }],
  };
}
