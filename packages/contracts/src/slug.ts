/**
 * Slug derived from a name, as the admin forms fill it in and the CSV import does for rows without one: lower-case,
 * punctuation removed, whitespace and underscores to hyphens, repeated and edge hyphens collapsed ("Mics & More" ->
 * "mics-more"). The result satisfies both the product and the category slug rules.
 */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}
