/** Product slugs: lower-case, punctuation removed, spaces and underscores to hyphens, edge hyphens trimmed. */
export function productSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Category slugs: lower-case, whitespace to hyphens, non-word characters removed. */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '');
}
