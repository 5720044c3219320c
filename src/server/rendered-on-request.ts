/**
 * The addresses the render server answers, as nginx regular expressions (PCRE, which JavaScript
 * reads the same): the pages that show news (home, /tin-tuc, an article, its id made of letters,
 * digits, - and _; their English twins /en, /en/news, /en/news/<id>) and the files written from the API. Every other page is prerendered at build
 * time. The one list of them: the build's prerender filter reads it (scripts/vite/prerendered-pages.ts),
 * and nginx's template, which cannot import it, is checked against it (rendered-on-request.test.ts).
 */
export const pagesRenderedOnRequest = String.raw`^/(tin-tuc(/[\w-]+)?)?$|^/en(/news(/[\w-]+)?)?$`;
export const filesRenderedOnRequest = String.raw`^/(tin-tuc/rss\.xml|sitemap\.xml)$`;
