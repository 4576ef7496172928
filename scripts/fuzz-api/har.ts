import { readFileSync } from 'node:fs';

/** What one schemathesis run sent and got back, read from its HAR record. */
export interface RunFigures {
  requests: number;
  byStatus: Record<string, number>;
  /** 5xx answers grouped by operation, status and message. */
  serverErrors: Map<string, number>;
}

interface HarEntry {
  request: { method: string; url: string };
  response: { status: number; content?: { text?: string } };
}

/** Matches a concrete path to its template in the description; literal paths win over templated ones. */
export function pathMatcher(templates: string[]): (path: string) => string {
  const patterns = templates
    .map((template) => ({
      template,
      params: (template.match(/\{/g) ?? []).length,
      regex: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
    }))
    .sort((a, b) => a.params - b.params);
  return (path) => patterns.find((p) => p.regex.test(path))?.template ?? path;
}

function messageOf(text: string | undefined): string {
  try {
    return String((JSON.parse(text ?? '') as { message?: unknown }).message ?? '').slice(0, 160);
  } catch {
    return (text ?? '').slice(0, 160);
  }
}

export function readHar(harPath: string, templateOf: (path: string) => string): RunFigures {
  const entries = (JSON.parse(readFileSync(harPath, 'utf8')) as { log: { entries: HarEntry[] } }).log.entries;
  const figures: RunFigures = { requests: entries.length, byStatus: {}, serverErrors: new Map() };
  for (const { request, response } of entries) {
    const status = String(response.status);
    figures.byStatus[status] = (figures.byStatus[status] ?? 0) + 1;
    if (response.status < 500) continue;
    const path = new URL(request.url).pathname;
    const key = `${request.method} ${templateOf(path)} → ${status} ${messageOf(response.content?.text)}`;
    figures.serverErrors.set(key, (figures.serverErrors.get(key) ?? 0) + 1);
  }
  return figures;
}
