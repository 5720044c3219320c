import { localeOfPath, localizedPath } from '@/i18n/locale';
import { isSitePath, tidyPathname } from '@/lib/canonical-path';
import { isQueryReadOtherwise, pageSearch } from './page-query';

/** The methods the site answers: it only shows pages (the form sends to the e-mail service). */
const allowedMethods = 'GET, HEAD';

/**
 * What the render server does with a request before it renders, as nginx does in front of it:
 * another method is refused (405); a doubled or trailing slash is a 301 to the one address (a path,
 * never the Host the request names); a path no page can have (`isSitePath`: anything
 * percent-encoded, which the router would take apart and redirect, a backslash, which
 * scripts/start-server.mjs passes on as `%5C`) gets the not-found page; a list page whose query
 * the browser's router would read otherwise is a 301 to the query it reads; and a page rendered on
 * request is rendered with the query parameters it reads alone (page-query.ts).
 */
export function screenRequest(request: Request): Request | Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed\n', {
      status: 405,
      headers: { Allow: allowedMethods, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const url = new URL(request.url);
  const pathname = tidyPathname(url.pathname);
  if (!isSitePath(pathname)) {
    const notFound = `${import.meta.env.BASE_URL}${localizedPath('/404', localeOfPath(pathname)).slice(1)}`;
    return new Request(new URL(notFound, url), { headers: request.headers, signal: request.signal });
  }
  if (pathname !== url.pathname) return new Response(null, { status: 301, headers: { Location: `${pathname}${url.search}` } });
  const search = pageSearch(url);
  if (isQueryReadOtherwise(url)) return new Response(null, { status: 301, headers: { Location: `${pathname}${search ?? ''}` } });
  if (search === undefined || search === url.search) return request;
  url.search = search;
  return new Request(url, { method: request.method, headers: request.headers, signal: request.signal });
}
