import { eventually } from '@shop/kit';
import { hireProducts, saleProducts } from './catalog-data';
import { categories, newsItems } from './content-data';

/**
 * Seeds demo data through the gateway's REST API as the admin, so every record goes through the
 * same validation and publishes the same events as an admin's own edits. Idempotent: anything
 * whose slug (or news title) already exists is left alone.
 */
export async function seed(
  baseUrl: string,
  admin: { username: string; password: string },
  log = console.log,
  { mailInbox }: { mailInbox?: MailInbox } = {},
): Promise<void> {
  const cookie = await login(baseUrl, admin);
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };

  const existing = await api<Array<{ id: number; slug: string }>>('GET', '/api/admin/categories');
  const idBySlug = new Map(existing.map((c) => [c.slug, c.id]));
  let created = 0;
  for (const category of categories) {
    if (idBySlug.has(category.slug)) continue;
    const parentId = category.parentSlug ? idBySlug.get(category.parentSlug) : null;
    const saved = await api<{ id: number }>('POST', '/api/categories', {
      name: category.name,
      slug: category.slug,
      description: category.description,
      parentId,
    });
    idBySlug.set(category.slug, saved.id);
    created++;
  }
  log(`seed: ${created} categories created, ${categories.length - created} already there`);

  const news = await api<Array<{ title: string }>>('GET', '/api/news');
  const titles = new Set(news.map((n) => n.title));
  const newNews = newsItems.filter((n) => !titles.has(n.title));
  for (const item of newNews) await api('POST', '/api/news', { ...item, isActive: true });
  log(`seed: ${newNews.length} news items created`);

  await seedProducts(api, idBySlug, log);
  if (mailInbox) await seedEmailSettings(api, mailInbox, log);
}

interface MailInbox {
  host: string;
  smtpPort: number;
  user: string;
  pass: string;
}

/** Points a shop with no email settings yet at the local inbox, so its emails can be read there. */
async function seedEmailSettings(api: Api, inbox: MailInbox, log: typeof console.log) {
  const { configured } = await api<{ configured: boolean }>('GET', '/api/admin/email-settings');
  if (configured) return log('seed: email settings already there');
  await api('POST', '/api/admin/email-settings', {
    host: inbox.host,
    port: inbox.smtpPort,
    secure: false,
    user: inbox.user,
    pass: inbox.pass,
    from: 'noreply@soundhirepro.co.uk',
    to: 'hire-desk@soundhirepro.co.uk',
  });
  log('seed: email settings point at the local inbox');
}

type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

async function seedProducts(api: Api, idBySlug: Map<string, number>, log: typeof console.log) {
  const sets = [
    { label: 'products', path: '/api/admin/products', rows: saleProducts },
    { label: 'hire items', path: '/api/admin/hire/products', rows: hireProducts },
  ];
  for (const { label, path, rows } of sets) {
    const have = new Set((await api<Array<{ slug: string }>>('GET', path)).map((p) => p.slug));
    let created = 0;
    for (const { categorySlug, ...row } of rows) {
      if (have.has(row.slug)) continue;
      const categoryId = idBySlug.get(categorySlug);
      if (!categoryId) throw new Error(`seed: unknown category ${categorySlug} for ${row.slug}`);
      // The catalog learns new categories from content's events; give it a moment on a fresh start.
      await eventually(() => api('POST', path, { ...row, categoryId }), 15_000, 500);
      created++;
    }
    log(`seed: ${created} ${label} created, ${rows.length - created} already there`);
  }
}

async function login(baseUrl: string, admin: { username: string; password: string }): Promise<string> {
  const res = await eventually(
    async () => {
      const r = await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      if (!r.ok) throw new Error(`admin login failed: ${r.status} ${await r.text()}`);
      return r;
    },
    15_000,
    500,
  );
  const cookie = res.headers.get('set-cookie');
  if (!cookie) throw new Error('admin login set no session cookie');
  return cookie.split(';')[0];
}
