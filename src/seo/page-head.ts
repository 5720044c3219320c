import { fill } from '@/i18n/fill';
import { locales, localizedPath, otherLocales, siteLocale, type Locale } from '@/i18n/locale';
import { loadedWords } from '@/i18n/translated-text';
import { shell as shellVi } from '@/i18n/vi/shell';
import { env } from '@/lib/env';
import { founded } from '@/lib/founding';
import { centreText, siteConfig } from '@/lib/site-config';

/** Link-preview pictures drawn by scripts/illustrations (share.mjs), 1200x630, one set per language (their words are drawn in them). */
type ShareImage =
  | 'home'
  | 'about'
  | 'students'
  | 'teachers'
  | 'cambridge'
  | 'news'
  | 'privacy'
  | `course-${string}`;

export interface Breadcrumb {
  name: string;
  path: string;
}

/** The root route's context, as a route's `head` gets it in `match.context`. */
export interface LocaleContext {
  locale: Locale;
}

export interface PageHeadOptions {
  /** The page's name; none for the home page. */
  title?: string;
  /** 50-160 characters, different on every page (what search results and link previews show). */
  description: string;
  /** The page's canonical path as a route, e.g. '/gioi-thieu' (its English address is derived). */
  path: string;
  /**
   * The one language the page's own words are written in, when no other has them (a news article:
   * the API's are Vietnamese only). Its head then describes the page in that language, whichever
   * language's frame shows it: the canonical address, `og:url`, `og:locale` and the share picture
   * are that language's, and no other language is named as an alternate, since there is none
   * (docs/decisions.md#news-on-english-pages).
   */
  writtenIn?: Locale;
  /** One of the site's share pictures, or a picture of the page's own (an article's, from the API). */
  image: ShareImage | { url: string };
  /** 'article' for a news article. */
  type?: 'website' | 'article';
  /** An article's publication time (ISO 8601). */
  publishedTime?: string;
  /** The trail from the home page to this page (the page itself last); inner pages only. */
  breadcrumbs?: Breadcrumb[];
  /** More structured data about the page (schema.org objects). */
  structuredData?: object[];
  /**
   * The centre itself described (schema.org EducationalOrganization): home's and the about page's.
   * A flag, not the object, so that the page's data (which carries its head) stays light.
   */
  describesCentre?: boolean;
  /** Kept out of search results (a list page past the last one). */
  noindex?: boolean;
}

const shareImageSize = { width: 1200, height: 630 };
/** Each language's share pictures (scripts/illustrations/share.mjs draws them there). */
const shareImageFolders: Record<Locale, string> = { vi: '/images/share', en: '/images/share/en' };
const shareImagePath = (image: ShareImage, locale: Locale) => `${shareImageFolders[locale]}/${image}.png`;

/** An absolute URL on the site, from `VITE_SITE_URL`. */
export function siteUrl(path = '/'): string {
  return new URL(path.replace(/^\//, ''), `${env.VITE_SITE_URL.replace(/\/$/, '')}/`).href;
}

// The shell's words are loaded before any head is written (translated-text.ts).
const headText = (context: LocaleContext) => loadedWords(context.locale, 'shell', shellVi).head;
const centreName = (context: LocaleContext) => centreText(loadedWords(context.locale, 'shell', shellVi)).fullName;

/** The document title for a page: 'Page | Mặt Trời Nhỏ'. */
function pageTitle(context: LocaleContext, page?: string): string {
  return page ? `${page} | ${siteConfig.name}` : `${siteConfig.name} - ${headText(context).tagline}`;
}

const openGraphLocales: Record<Locale, string> = { vi: 'vi_VN', en: 'en_GB' };

/**
 * The page's address in each language, for search engines (hreflang): the site's own (Vietnamese)
 * is also the default, for a reader of none of them.
 */
function alternates(path: string) {
  return [
    ...locales.map((locale) => ({ rel: 'alternate', hrefLang: locale, href: siteUrl(localizedPath(path, locale)) })),
    { rel: 'alternate', hrefLang: 'x-default', href: siteUrl(localizedPath(path, siteLocale)) },
  ];
}

/**
 * The centre as schema.org sees it: on the home and about pages, and as every course's provider.
 * Named, and its address written, in the page's language (`context`: the root route's); without one, in Vietnamese.
 */
export function organization(context: LocaleContext = { locale: 'vi' }) {
  const address = { '@type': 'PostalAddress', streetAddress: centreText(loadedWords(context.locale, 'shell', shellVi)).address, addressCountry: 'VN' };
  return {
    '@type': 'EducationalOrganization',
    '@id': siteUrl('/#trung-tam'),
    name: centreName(context),
    alternateName: siteConfig.name,
    url: siteUrl('/'),
    logo: siteUrl('/images/logo.svg'),
    image: siteUrl(shareImagePath('home', context.locale)),
    telephone: siteConfig.phone,
    email: siteConfig.email,
    address,
    // Where it is and when it is open: properties of a place (schema.org), not of an organization.
    location: {
      '@type': 'Place',
      address,
      geo: { '@type': 'GeoCoordinates', ...siteConfig.geo },
      hasMap: siteConfig.directionsHref,
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        ...siteConfig.hours,
      },
    },
    sameAs: siteConfig.social.map((network) => network.href),
    foundingDate: String(founded.year),
  };
}

function breadcrumbList(context: LocaleContext, trail: Breadcrumb[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: headText(context).home, path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: siteUrl(localizedPath(crumb.path, context.locale)),
    })),
  };
}

/**
 * A route's `head`: title, description, canonical URL, Open Graph and Twitter card for link
 * previews (Zalo, Facebook), and structured data for search engines, in the page's language
 * (`context`: the root route's, `match.context` in a route's `head`).
 */
export function pageHead(
  context: LocaleContext,
  { title, description, path, writtenIn, image, type = 'website', publishedTime, breadcrumbs, structuredData = [], describesCentre = false, noindex = false }: PageHeadOptions,
) {
  const fullTitle = pageTitle(context, title);
  // The language the head describes the page in: its own, or the one its words are written in.
  const described = writtenIn ?? context.locale;
  const url = siteUrl(localizedPath(path, described));
  const ownImage = typeof image === 'object';
  const imageUrl = ownImage ? new URL(image.url, siteUrl()).href : siteUrl(shareImagePath(image, described));
  // The size of the site's share pictures is known; an article's picture comes without one.
  const imageDetails = ownImage
    ? []
    : [
        { property: 'og:image:type', content: 'image/png' },
        { property: 'og:image:width', content: String(shareImageSize.width) },
        { property: 'og:image:height', content: String(shareImageSize.height) },
      ];
  const graph = [...(breadcrumbs ? [breadcrumbList(context, breadcrumbs)] : []), ...(describesCentre ? [organization(context)] : []), ...structuredData];
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: siteConfig.name },
      { property: 'og:locale', content: openGraphLocales[described] },
      ...(writtenIn ? [] : otherLocales(context.locale).map((other) => ({ property: 'og:locale:alternate', content: openGraphLocales[other] }))),
      { property: 'og:title', content: title ?? fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageUrl },
      ...imageDetails,
      { property: 'og:image:alt', content: title ?? centreName(context) },
      ...(publishedTime ? [{ property: 'article:published_time', content: publishedTime }] : []),
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title ?? fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
      ...(graph.length ? [{ 'script:ld+json': { '@context': 'https://schema.org', '@graph': graph } }] : []),
      ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [{ rel: 'canonical', href: url }, ...(writtenIn ? [] : alternates(path))],
  };
}

type HeadMeta = Record<string, unknown>;

/** The news feed (RSS, in Vietnamese), written by the render server (src/features/news/news-feed.ts). */
export const newsFeedPath = '/tin-tuc/rss.xml';
export const newsFeedTitle = fill(shellVi.head.newsFeed, { name: siteConfig.name });

/**
 * What every page's head carries, before the page's own tags (the router keeps a page's title over
 * this default one). `extra` adds the tags of a page that has no route of its own (not found).
 */
export function documentHead(context: LocaleContext, extra?: { meta: HeadMeta[] }) {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
      { name: 'theme-color', content: '#FF8300' },
      { title: pageTitle(context) },
      ...(extra?.meta ?? []),
    ],
    links: [
      { rel: 'icon', type: 'image/svg+xml', href: `${import.meta.env.BASE_URL}favicon.svg` },
      { rel: 'alternate', type: 'application/rss+xml', hrefLang: siteLocale, title: fill(headText(context).newsFeed, { name: siteConfig.name }), href: siteUrl(newsFeedPath) },
    ],
  };
}

/**
 * Every page route's `head`: the head its loader made (`load-<page>.ts` in its feature returns the
 * page's data and `head`, so that the head's words load with the page, not with every page's
 * code); the not-found page's for an address the loader found nothing at; the site's own while a
 * loader that failed has nothing to give.
 */
export function routeHead({ loaderData, match }: { loaderData?: { head: PageHeadOptions } | undefined; match: { context: LocaleContext; status: string } }) {
  if (match.status === 'notFound') return notFoundHead(match.context);
  return loaderData ? pageHead(match.context, loaderData.head) : {};
}

/** The page for an address that does not exist: its own title, kept out of search results. */
export function notFoundHead(context: LocaleContext) {
  const { notFound } = headText(context);
  return {
    meta: [
      { title: pageTitle(context, notFound.title) },
      { name: 'description', content: notFound.description },
      { name: 'robots', content: 'noindex' },
    ],
  };
}

/** A page description from longer copy: its first sentence, cut at a word to fit 160 characters. */
export function metaDescription(text: string, max = 160): string {
  const firstSentence = text.trim().match(/^.+?[.!?](?=\s|$)/)?.[0] ?? text.trim();
  if (firstSentence.length <= max) return firstSentence;
  return `${firstSentence.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
