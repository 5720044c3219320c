import { locales, localizedPath } from '@/i18n/locale';
import { filesRenderedOnRequest, pagesRenderedOnRequest } from './rendered-on-request';

/** A query parameter a page reads: its name, and the values it can use (a regular expression, PCRE and JavaScript alike). */
type QueryParameter = readonly [name: string, values: string];

/**
 * A tab is a category's id (src/lib/api/news.schemas.ts), written by the router as it is, or in
 * quotes (`%22…%22`) when it would read as a number; any other encoding is read otherwise by nginx
 * and by the router (below).
 */
const newsListParameters: readonly QueryParameter[] = [
  ['tab', String.raw`[\w-]{1,64}|%22[\w-]{1,64}%22`],
  ['page', '[^&%]*'],
];

/**
 * What makes a list page's query read one way by nginx (which reads it as written) and another by
 * the browser's router (which decodes it, and reads a repeated name as a list): a percent-encoded
 * name (`?p%61ge=2`), a page or a tab encoded otherwise than the router writes it (`?page=%32`,
 * `?tab=%73u-kien`), a parameter twice (`?page=2&page=3`). Its page would fail to hydrate (React's
 * #418) and be rendered and kept once per spelling: nginx and the render server answer it with a
 * redirect (301) to the query `pageSearch` keeps, which both read the same. PCRE and JavaScript alike.
 */
export const queryReadOtherwise: readonly string[] = [
  String.raw`(?:^|&)[^=&]*%`,
  String.raw`(?:^|&)page=[^&]*%`,
  String.raw`(?:^|&)tab=(?!%22[\w-]{1,64}%22(?:&|$))[^&]*%`,
  String.raw`(?:^|&)(tab|page)=[^&]*&(?:.*&)?\1=`,
];

/**
 * The query parameters each address rendered on request reads, in the order the router writes
 * them, with the values passed on. The list's `tab` and `page` go with any value written as the
 * router writes one: the router answers one it does not take (`page=abc`, `page=1`, `tab=all`)
 * with a redirect (307, kept briefly) to the page's own address. The sitemap's part (it has at most a dozen) goes
 * only with a number up to 99: any other is the whole sitemap, never a file of its own. Every other
 * parameter (fbclid, gclid, zarsrc, utm_*...) is left out: nginx keys its copy of a page by what
 * this leaves and passes the render server nothing else (deploy/nginx/default.conf.template,
 * checked against this list by page-query.test.ts), and the render server, asked directly, does the
 * same (request-guard.ts). Home, the articles and the news feed read none.
 */
export const pageQueryParameters: Readonly<Record<string, readonly QueryParameter[]>> = {
  ...Object.fromEntries(locales.map((locale) => [localizedPath('/tin-tuc', locale), newsListParameters])),
  '/sitemap.xml': [['phan', '[1-9][0-9]?']],
};

/** A demo's fake-backend scenario (`?mock=`), on every page it renders. */
export const scenarioParameter: QueryParameter = ['mock', String.raw`[\w-]{1,32}`];

/** Where in a query (nginx's `$args`, a URL's search without its `?`) a parameter's usable value is: the first. */
export const queryParameterPattern = ([name, values]: QueryParameter, group = '') =>
  String.raw`(?:^|&)${name}=(${group}${values})(?:&|$)`;

const renderedOnRequest = new RegExp(`${pagesRenderedOnRequest}|${filesRenderedOnRequest}`);

/**
 * The search (`?tab=…&page=2`, or '') a page rendered on request is rendered with, for its
 * address; `undefined` for a page that is not rendered on request (a prerendered file).
 */
export function pageSearch({ pathname, search }: URL): string | undefined {
  if (!renderedOnRequest.test(pathname)) return undefined;
  const read = [...(pageQueryParameters[pathname] ?? []), ...(import.meta.env.VITE_ENABLE_MOCKS === 'true' ? [scenarioParameter] : [])];
  const query = search.slice(1);
  const kept = read.flatMap((parameter) => {
    const value = new RegExp(queryParameterPattern(parameter)).exec(query)?.[1];
    return value === undefined ? [] : [`${parameter[0]}=${value}`];
  });
  return kept.length ? `?${kept.join('&')}` : '';
}

const readOtherwise = queryReadOtherwise.map((pattern) => new RegExp(pattern));

/** Whether `url` is a list page whose query the router would read otherwise than nginx (`queryReadOtherwise`). */
export function isQueryReadOtherwise({ pathname, search }: URL): boolean {
  if (pageQueryParameters[pathname] !== newsListParameters) return false;
  const query = search.slice(1);
  return readOtherwise.some((pattern) => pattern.test(query));
}
