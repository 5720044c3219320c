/**
 * The English twin of a piece of content: the same tree as the Vietnamese, holding only its words.
 * Everything else (pictures' files and sizes, fees, ages, ids, times) is the Vietnamese module's,
 * so the two languages can never disagree on a figure.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translation<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]?: Translation<T[Key]> }
      : never;

/** The content with the twin's words in place of the Vietnamese ones, path by path. */
export function translate<T>(vietnamese: T, english: Translation<T> | undefined): T {
  if (english === undefined) return vietnamese;
  if (typeof vietnamese === 'string') return english as T;
  if (Array.isArray(vietnamese)) {
    const items = english as readonly unknown[];
    return vietnamese.map((item: unknown, index) => translate(item, items[index] as Translation<unknown>)) as T;
  }
  if (typeof vietnamese === 'object' && vietnamese !== null) {
    const words = english as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(vietnamese).map(([key, value]) => [key, translate(value, words[key] as Translation<unknown>)]),
    ) as T;
  }
  return vietnamese;
}

/** Letters Vietnamese has and English does not: a string with one is words, not an id or a file. */
const vietnameseLetter = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;

/**
 * The paths of the Vietnamese words a twin has left out ('timeline.2.text'): what the content test
 * reports, so that no page shows Vietnamese in its English version by forgetting a line.
 */
export function untranslated(vietnamese: unknown, english: unknown, path = ''): string[] {
  if (typeof vietnamese === 'string') {
    return vietnameseLetter.test(vietnamese) && typeof english !== 'string' ? [path] : [];
  }
  if (typeof vietnamese !== 'object' || vietnamese === null) return [];
  const twin = (typeof english === 'object' && english !== null ? english : {}) as Record<string, unknown>;
  return Object.entries(vietnamese).flatMap(([key, value]) =>
    untranslated(value, twin[key], path ? `${path}.${key}` : key),
  );
}
