/** Lower-cases and strips Vietnamese tone and vowel marks, so 'tieng anh' matches 'Tiếng Anh'. */
export function foldVietnamese(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}
