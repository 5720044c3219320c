import { pathSegments as englishSegments } from './en/path-segments.ts';

/**
 * The site's languages and the one rule between their addresses: a Vietnamese page at
 * `/khoa-hoc/ky-nang-song` has its English twin at `/en/courses/life-skills`, segment by segment.
 * The router's routes are the Vietnamese paths; a translated address is rewritten to them on the
 * way in and back on the way out (locale-rewrite.ts), so every link on an English page stays English.
 */
export const locales = ['vi', 'en'] as const;

export type Locale = (typeof locales)[number];

/**
 * The language the site is written in: its routes, its content and its words. Every other locale is
 * its twin (an English page is the Vietnamese one with the twin's words), and a place that treats
 * locales differently takes a `Record<Locale, …>`, so that a new locale is a compile error there.
 */
export const siteLocale = 'vi' satisfies Locale;

/** The locales a page is not in: its twins' (the language switch, the head's alternates). */
export const otherLocales = (locale: Locale): Locale[] => locales.filter((other) => other !== locale);

/** A translated locale: every locale but the site's, each at its own prefix (`/en`). */
export type TranslatedLocale = Exclude<Locale, typeof siteLocale>;

/**
 * Each translated locale's words for the route paths' words, keyed by the route path up to and with
 * the word (`src/i18n/<locale>/path-segments.ts`): a word is translated where a route has it, never
 * where an id stands (`/tin-tuc/gioi-thieu` is an article's address, not the about page's).
 */
const segmentsIn: Record<TranslatedLocale, Readonly<Record<string, string>>> = { en: englishSegments };

export const translatedLocales = Object.keys(segmentsIn) as TranslatedLocale[];

const parentOf = (routePrefix: string) => routePrefix.slice(0, routePrefix.lastIndexOf('/'));

/** For each translated locale, the route prefix of a word under its parent: `'/khoa-hoc life-skills'` -> `'/khoa-hoc/ky-nang-song'`. */
const routePrefixIn: Readonly<Record<string, ReadonlyMap<string, string>>> = Object.fromEntries(
  translatedLocales.map((locale) => [
    locale,
    new Map(Object.entries(segmentsIn[locale]).map(([routePrefix, twin]) => [`${parentOf(routePrefix)} ${twin}`, routePrefix])),
  ]),
);

const prefixOf = (locale: TranslatedLocale) => `/${locale}`;

/** The translated locale whose prefix a public path (`/en`, `/en/about?x#y`) starts with. */
function translatedLocaleOfPath(path: string): TranslatedLocale | undefined {
  return translatedLocales.find((locale) => {
    const prefix = prefixOf(locale);
    return path.startsWith(prefix) && (path.length === prefix.length || '/?#'.includes(path[prefix.length]!));
  });
}

export const localeOfPath = (path: string): Locale => translatedLocaleOfPath(path) ?? siteLocale;

/** A file the site serves (sitemap.xml, rss.xml): one address, in no language. */
const isFile = (segment: string) => segment.includes('.');

/**
 * The words of a route path (its segments that are neither a parameter nor a file) a locale's table
 * has no twin for: a page whose address there would keep a Vietnamese word. None, for every route
 * and locale (locale.test.ts).
 */
export function untranslatedSegments(routePath: string, locale: TranslatedLocale): string[] {
  const segments = routePath.split('/').filter(Boolean);
  return segments.filter((segment, index) => {
    const routePrefix = `/${segments.slice(0, index + 1).join('/')}`;
    return !segment.startsWith('$') && !isFile(segment) && !(routePrefix in segmentsIn[locale]);
  });
}

/** A page's address in a translated locale from its route path: '/gioi-thieu' -> '/en/about', '/' -> '/en'. Files keep theirs. */
function translatedPath(pathname: string, locale: TranslatedLocale): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some(isFile)) return pathname;
  const words = segmentsIn[locale];
  return [prefixOf(locale), ...segments.map((segment, index) => words[`/${segments.slice(0, index + 1).join('/')}`] ?? segment)].join('/');
}

/**
 * The route path of a translated address: '/en/about' -> '/gioi-thieu'; the address itself for a
 * page of the site's locale. Undefined where no page can have it (a Vietnamese word in an English
 * address, a file under a prefix): the router then finds no route, and the visitor gets that
 * language's not-found page.
 */
export function routePathOf(pathname: string): string | undefined {
  const locale = translatedLocaleOfPath(pathname);
  if (locale === undefined) return pathname;
  let routePath = '';
  for (const segment of pathname.slice(prefixOf(locale).length).split('/').filter(Boolean)) {
    const translated = routePrefixIn[locale]?.get(`${routePath} ${segment}`);
    // A word of the site's own where the route has one, or a file: no page has this address.
    if (isFile(segment) || (!translated && `${routePath}/${segment}` in segmentsIn[locale])) return undefined;
    routePath = translated ?? `${routePath}/${segment}`;
  }
  return routePath || '/';
}

/** A page's public address in a language, from its route path. */
export const localizedPath = (pathname: string, locale: Locale): string =>
  locale === siteLocale ? pathname : translatedPath(pathname, locale);
