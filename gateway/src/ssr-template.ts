import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedPage } from '../../web/src/ssr/contract';

/** Between these markers web/index.html keeps its default title and description, which a rendered page replaces. */
const HEAD_REGION = /<!--page-head-->[\s\S]*<!--\/page-head-->/;
const ROOT = '<div id="root"></div>';

/** What Vite's build manifest (dist/.vite/manifest.json) says of a source module. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

/**
 * The built shop's index.html (its hashed script and stylesheet tags kept) with a rendered page put in, and the
 * chunk and styles of each lazy page it shows preloaded, so the page is styled at first paint and hydrates without
 * waiting for a further round trip.
 */
export class PageTemplate {
  private readonly html: string;
  private readonly manifest: Record<string, ManifestChunk>;

  constructor(dist: string) {
    this.html = readFileSync(join(dist, 'index.html'), 'utf8');
    this.manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    if (!HEAD_REGION.test(this.html) || !this.html.includes(ROOT)) {
      throw new Error('index.html has no <!--page-head--> region or no empty #root to render into');
    }
  }

  fill(page: Pick<RenderedPage, 'head' | 'html' | 'data' | 'pages'>): string {
    return this.html
      .replace(HEAD_REGION, () => page.head + this.preloads(page.pages))
      .replace(ROOT, () => `<div id="root">${page.html}</div>${page.data}`);
  }

  private preloads(pages: string[]): string {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      // The entry's own script and styles are in index.html already.
      if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      chunk.css?.forEach((file) => styles.add(file));
      chunk.imports?.forEach(visit);
    };
    pages.forEach((name) => visit(`src/pages/${name}.tsx`));
    return [
      ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('');
  }
}
