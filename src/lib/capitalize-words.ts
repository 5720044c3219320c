/**
 * Upper-cases the first letter of every whitespace-separated word and leaves everything else
 * untouched (no trimming, no collapsing of spaces): 'tiếng anh giao tiếp' -> 'Tiếng Anh Giao Tiếp'.
 * Works on Vietnamese letters, e.g. 'đ' -> 'Đ'.
 */
export function capitalizeWords(text: string): string {
  return text.replace(/(^|\s)(\S)/gu, (_match, space: string, letter: string) => space + letter.toLocaleUpperCase('vi'));
}
