/** An item of a list that has an id: its twin is found by that id, never by its place in the list. */
type Keyed = { readonly id: string | number };

/**
 * The English twin of a piece of content: the same tree as the Vietnamese, holding only its words.
 * Everything else (pictures' files and sizes, fees, ages, ids, times) is the Vietnamese module's,
 * so the two languages can never disagree on a figure. In a list of items with ids, each twin
 * carries its item's id, so reordering either list never puts words under another item.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? Item extends Keyed
      ? readonly (Omit<Translation<Item>, 'id'> & { readonly id: Item['id'] })[]
      : readonly Translation<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]?: Translation<T[Key]> }
      : never;

const isKeyed = (item: unknown): item is Keyed =>
  typeof item === 'object' && item !== null && 'id' in item && (typeof item.id === 'string' || typeof item.id === 'number');
const isKeyedList = (list: readonly unknown[]): list is readonly Keyed[] => list.length > 0 && list.every(isKeyed);
/** A list's twins by their items' ids (as text): each carries its id, or they are a record by id. */
function twinsById(english: unknown): Map<string, unknown> {
  if (Array.isArray(english)) return new Map(english.filter(isKeyed).map((twin) => [String(twin.id), twin]));
  return new Map(typeof english === 'object' && english !== null ? Object.entries(english) : []);
}

/**
 * The content with the twin's words in place of the Vietnamese ones, path by path (items by id). In
 * development a twin that misses a line, or keeps one for an item the Vietnamese no longer has, is
 * named in the console (and fails the unit test that reads it); `name` starts its paths.
 */
export function translate<T>(vietnamese: T, english: Translation<T> | undefined, name = ''): T {
  if (import.meta.env.DEV && english !== undefined) {
    const wrong = untranslated(vietnamese, english, name);
    if (wrong.length) console.warn(`English twin to fix: ${wrong.join(', ')}`);
  }
  return merge(vietnamese, english);
}

function merge<T>(vietnamese: T, english: Translation<T> | undefined): T {
  if (english === undefined) return vietnamese;
  if (typeof vietnamese === 'string') return english as T;
  if (Array.isArray(vietnamese)) {
    const list = vietnamese as readonly unknown[];
    if (isKeyedList(list)) {
      const twins = twinsById(english);
      return list.map((item) => merge(item, twins.get(String(item.id)) as Translation<unknown>)) as T;
    }
    const items = english as readonly unknown[];
    return list.map((item, index) => merge(item, items[index] as Translation<unknown>)) as T;
  }
  if (typeof vietnamese === 'object' && vietnamese !== null) {
    const words = english as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(vietnamese).map(([key, value]) => [key, merge(value, words[key] as Translation<unknown>)]),
    ) as T;
  }
  return vietnamese;
}

/** People's names (students, teachers, the founder): written the same in both languages. */
const keptAsWritten = new Set(['name']);

/** Letters Vietnamese has and English does not: a string with one is words, not an id or a file. */
const vietnameseLetter = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;

/**
 * What a twin gets wrong, each named by its path ('questions[hoc-bu].answer', 'timeline.2.text'):
 * the Vietnamese words it has left out, and the twins of items the Vietnamese no longer has
 * ('questions[old-id]: no such item'). The content tests report it, so that no page shows
 * Vietnamese in its English version by forgetting a line, nor keeps English for a removed item.
 */
export function untranslated(vietnamese: unknown, english: unknown, path = ''): string[] {
  if (typeof vietnamese === 'string') {
    return vietnameseLetter.test(vietnamese) && typeof english !== 'string' ? [path] : [];
  }
  if (typeof vietnamese !== 'object' || vietnamese === null) return [];
  const list = Array.isArray(vietnamese) ? (vietnamese as readonly unknown[]) : [];
  if (isKeyedList(list)) {
    const twins = twinsById(english);
    const ids = new Set(list.map((item) => String(item.id)));
    return [
      ...list.flatMap((item) => untranslated(item, twins.get(String(item.id)), `${path}[${item.id}]`)),
      ...[...twins.keys()].filter((id) => !ids.has(id)).map((id) => `${path}[${id}]: no such item`),
    ];
  }
  const twin = (typeof english === 'object' && english !== null ? english : {}) as Record<string, unknown>;
  return Object.entries(vietnamese)
    .filter(([key]) => !keptAsWritten.has(key))
    .flatMap(([key, value]) => untranslated(value, twin[key], path ? `${path}.${key}` : key));
}
