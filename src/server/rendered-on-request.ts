import { locales, localizedPath } from '../i18n/locale.ts';

/** A language's pages that show news: its home, its news list and an article (id of letters, digits, - and _). */
const newsPagesIn = (locale: (typeof locales)[number]) =>
  String.raw`^(${localizedPath('/', locale)}|${localizedPath('/tin-tuc', locale)}(/[\w-]+)?)$`;

/**
 * The addresses the render server answers, as nginx regular expressions (PCRE, which JavaScript
 * reads the same): the pages that show news in every language (/, /tin-tuc, an article; /en,
 * /en/news, /en/news/<id>) and the files written from the API. Every other page is prerendered at
 * build time. The one list of them: the build's prerender filter reads it
 * (scripts/vite/prerendered-pages.ts), and nginx's template, which cannot import it, is checked
 * against it (rendered-on-request.test.ts).
 */
export const pagesRenderedOnRequest = locales.map(newsPagesIn).join('|');
export const filesRenderedOnRequest = String.raw`^/(tin-tuc/rss\.xml|sitemap\.xml)$`;
