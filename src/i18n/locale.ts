/**
 * The site's two languages and the one rule between their addresses: a Vietnamese page at
 * `/khoa-hoc/ky-nang-song` has its English twin at `/en/courses/life-skills`, segment by segment.
 * The router's routes are the Vietnamese paths; English addresses are rewritten to them on the way
 * in and back on the way out (locale-rewrite.ts), so every link on an English page stays English.
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

const englishPrefix = '/en';

/** Each Vietnamese path segment's English twin; ids (digits, hexadecimal) are the same in both. */
const englishSegments: Readonly<Record<string, string>> = {
  'gioi-thieu': 'about',
  'khoa-hoc': 'courses',
  'tieng-anh-cambridge': 'cambridge-english',
  'ky-nang-song': 'life-skills',
  'theo-tuoi': 'by-age',
  'kiem-tra-trinh-do': 'level-check',
  'hoc-phi': 'fees',
  'lien-he': 'contact',
  'cau-hoi-thuong-gap': 'faq',
  'chinh-sach-bao-mat': 'privacy',
  'giao-vien': 'teachers',
  'hoc-vien': 'students',
  'tin-tuc': 'news',
  // The course finder's page for adults (/khoa-hoc/theo-tuoi/nguoi-lon): a parameter's value, worded.
  'nguoi-lon': 'adults',
};

const vietnameseSegments: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(englishSegments).map(([vietnamese, english]) => [english, vietnamese]),
);

/** Whether a public path (`/en`, `/en/about?x#y`) is an English page's. */
export function isEnglishPath(path: string): boolean {
  return path === englishPrefix || /^\/en[/?#]/.test(path);
}

export const localeOfPath = (path: string): Locale => (isEnglishPath(path) ? 'en' : siteLocale);

/** A file the site serves (sitemap.xml, rss.xml): one address, in no language. */
const isFile = (segment: string) => segment.includes('.');

/**
 * The words of a route path (its segments that are neither a parameter nor a file) the table above
 * has no English for: a page whose English address would keep a Vietnamese word. None, for every
 * route (locale.test.ts).
 */
export function segmentsWithoutEnglish(routePath: string): string[] {
  return routePath.split('/').filter((segment) => segment && !segment.startsWith('$') && !isFile(segment) && !(segment in englishSegments));
}

/** A page's English address from its route path: '/gioi-thieu' -> '/en/about', '/' -> '/en'. Files keep theirs. */
export function toEnglishPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some(isFile)) return pathname;
  return [englishPrefix, ...segments.map((segment) => englishSegments[segment] ?? segment)].join('/');
}

/**
 * The route path of an English address: '/en/about' -> '/gioi-thieu'. Undefined where no page can
 * have it (a Vietnamese word in an English address, a file): the router then finds no route, and
 * the visitor gets the English not-found page.
 */
export function fromEnglishPath(pathname: string): string | undefined {
  if (!isEnglishPath(pathname)) return undefined;
  const segments = pathname.slice(englishPrefix.length).split('/').filter(Boolean);
  if (segments.some((segment) => isFile(segment) || segment in englishSegments)) return undefined;
  return `/${segments.map((segment) => vietnameseSegments[segment] ?? segment).join('/')}`;
}

/** A page's public address in a language, from its route path. */
const pathIn: Record<Locale, (routePath: string) => string> = { vi: (routePath) => routePath, en: toEnglishPath };
export const localizedPath = (pathname: string, locale: Locale): string => pathIn[locale](pathname);
