import { filesRenderedOnRequest, pagesRenderedOnRequest } from './rendered-on-request';

/** A query parameter a page reads: its name, and the values it can use (a regular expression, PCRE and JavaScript alike). */
type QueryParameter = readonly [name: string, values: string];

/**
 * The query parameters each address rendered on request reads, in the order the router writes
 * them, with only the values that can change the page: a category's id but `all` (the default; in
 * quotes, as the router writes an id JSON would read as a number), a page past the first, and a
 * part of the sitemap (it has at most a few dozen). Every other parameter (fbclid, gclid, zarsrc,
 * utm_*...) and every other value is left out: nginx keys its copy of a page by what this leaves and
 * passes the render server nothing else (deploy/nginx/default.conf.template, checked against this
 * list by page-query.test.ts), and the render server, asked directly, does the same
 * (request-guard.ts). Home, the articles and the news feed read none.
 */
export const pageQueryParameters: Readonly<Record<string, readonly QueryParameter[]>> = {
  '/tin-tuc': [
    ['tab', String.raw`(?!all(?:&|$))(?:%22)?[\w-]{1,64}(?:%22)?`],
    ['page', '[2-9]|[1-9][0-9]{1,14}'],
  ],
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
