import { locales, localizedPath } from '@/i18n/locale';
import { filesRenderedOnRequest, pagesRenderedOnRequest } from './rendered-on-request';

/** A query parameter a page reads: its name, and the values it can use (a regular expression, PCRE and JavaScript alike). */
type QueryParameter = readonly [name: string, values: string];

const newsListParameters: readonly QueryParameter[] = [
  ['tab', '[^&]*'],
  ['page', '[^&]*'],
];

/**
 * The query parameters each address rendered on request reads, in the order the router writes
 * them, with the values passed on. The list's `tab` and `page` go with any value: the router
 * answers one it does not take (`page=abc`, `page=1`, `tab=all`) with a redirect (307, never kept)
 * to the page's own address, and a page rendered for a value the browser's router then reads
 * otherwise would fail to hydrate (React's #418). The sitemap's part (it has at most a dozen) goes
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
