/**
 * A sentence of the site's words with its blanks filled: fill('{count} ảnh', { count: 3 }).
 * The words are plain strings, not functions, so that English ones can travel in the page's data.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (blank, name: string) => (name in values ? String(values[name]) : blank));
}
