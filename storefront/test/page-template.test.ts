import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_SCRIPTS_ID } from '@shop/contracts';
import { PageTemplate } from '../src/page-template';

describe('the page template of a server-rendered shop page', () => {
  const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    '<head><meta charset="UTF-8" /><!--page-head--><title>Shop</title><!--/page-head-->' +
      '<script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body>',
  );
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        css: ['assets/index-1.css'],
        dynamicImports: ['_main-5.js'],
      },
      '_main-5.js': { file: 'assets/main-5.js', imports: ['index.html'], css: ['assets/main-5.css'] },
      'src/pages/HirePage.tsx': { file: 'assets/HirePage-2.js', imports: ['_main-5.js', '_shared-3.js'] },
      '_shared-3.js': { file: 'assets/shared-3.js', css: ['assets/hire-4.css'] },
    }),
  );

  it("replaces the default head, renders into #root, links the styles and lists the app's and page's scripts", () => {
    const html = new PageTemplate(dist).fill({
      head: '<title>Hire | Shop</title>',
      html: '<h1>Hire</h1>',
      data: '<script type="application/json" id="state">{}</script>',
      pages: ['HirePage'],
    });
    expect(html).toBe(
      '<head><meta charset="UTF-8" /><title>Hire | Shop</title>' +
        '<link rel="stylesheet" crossorigin href="/assets/main-5.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/hire-4.css">' +
        '<script type="module" src="/assets/index-1.js"></script></head>' +
        '<body><div id="root"><h1>Hire</h1></div><script type="application/json" id="state">{}</script>' +
        `<script type="application/json" id="${PAGE_SCRIPTS_ID}">` +
        '["/assets/main-5.js","/assets/HirePage-2.js","/assets/shared-3.js"]</script></body>',
    );
  });
});
