/** Product slugs: lower-case, punctuation removed, spaces and underscores to hyphens, edge hyphens trimmed. */
export function productSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Category slugs: lower-case, whitespace to hyphens, non-word characters removed. Underscores also become hyphens and
 * repeated or edge hyphens collapse, because the server only accepts single hyphens between words
 * ("Mics & More" -> "mics-more").
 */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}
