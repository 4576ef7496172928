import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_SCRIPTS_ID, type RenderedPage } from '@shop/contracts';

/** Between these markers web/index.html keeps its default title and description, which a rendered page replaces. */
const HEAD_REGION = /<!--page-head-->[\s\S]*<!--\/page-head-->/;
const ROOT = '<div id="root"></div>';

/** What Vite's build manifest (dist/.vite/manifest.json) says of a source module. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The built shop's index.html (its hashed entry script and stylesheet tags kept) with a rendered page put in. The
 * styles of the app and of each lazy page it shows are linked in the head, so the page is styled at first paint;
 * their scripts are listed in a data block that the entry fetches, all at once, after that paint.
 */
export class PageTemplate {
  private readonly html: string;
  private readonly manifest: Record<string, ManifestChunk>;
  /** What the entry (web/src/boot.ts) loads once the page has painted: the app itself. */
  private readonly app: string[];
  private readonly tags = new Map<string, { styleLinks: string; scriptList: string }>();

  constructor(dist: string) {
    this.html = readFileSync(join(dist, 'index.html'), 'utf8');
    this.manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    if (!HEAD_REGION.test(this.html) || !this.html.includes(ROOT)) {
      throw new Error('index.html has no <!--page-head--> region or no empty #root to render into');
    }
    this.app = Object.values(this.manifest).find((chunk) => chunk.isEntry)?.dynamicImports ?? [];
  }

  fill(page: Pick<RenderedPage, 'head' | 'html' | 'data' | 'pages'>): string {
    const { styleLinks, scriptList } = this.tagsFor(page.pages);
    return this.html
      .replace(HEAD_REGION, () => page.head + styleLinks)
      .replace(ROOT, () => `<div id="root">${page.html}</div>${page.data}${scriptList}`);
  }

  /** The style links and script list for a set of pages, worked out once per set (there are only so many routes). */
  private tagsFor(pages: string[]): { styleLinks: string; scriptList: string } {
    const key = pages.join(',');
    let tags = this.tags.get(key);
    if (!tags) {
      const { scripts, styles } = this.chunks([...this.app, ...pages.map((name) => `src/pages/${name}.tsx`)]);
      tags = {
        styleLinks: styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join(''),
        scriptList: `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(scripts.map((file) => `/${file}`))}</script>`,
      };
      this.tags.set(key, tags);
    }
    return tags;
  }

  /** The script and style files of these modules and of everything they import, the entry's own left out. */
  private chunks(modules: string[]): { scripts: string[]; styles: string[] } {
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
    modules.forEach(visit);
    return { scripts: [...scripts], styles: [...styles] };
  }
}
